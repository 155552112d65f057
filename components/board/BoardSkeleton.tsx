import { Skeleton } from "@/components/ui/Spinner";
import { COLUMN_CLASSES, COLUMN_HEADER_CLASSES, COLUMN_LIST_CLASSES } from "./BoardColumn";
import { useTranslations } from "next-intl";

// Same column geometry as the loaded board (five default stages), so nothing jumps when data arrives.
export function BoardSkeleton({ columns = 5 }: { columns?: number }) {
  const t = useTranslations("Recruiter.Board.BoardSkeleton");
  return (
    <div aria-busy="true" aria-label={t("loadingThePipeline")} className="flex gap-3 overflow-hidden pb-4">
      {Array.from({ length: columns }, (_, i) => (
        <div key={i} className={COLUMN_CLASSES}>
          <div className={COLUMN_HEADER_CLASSES}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="ml-auto h-5 w-7 rounded-full" />
          </div>
          <div className={COLUMN_LIST_CLASSES}>
            {Array.from({ length: i < 2 ? 2 : 1 }, (_, j) => (
              <div key={j} className="rounded-lg border border-slate-200 bg-white p-3">
                <Skeleton className="h-4 w-36" />
                <Skeleton className="mt-2 h-3 w-24" />
                <Skeleton className="mt-2 h-3 w-20" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
