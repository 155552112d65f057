import { NotFoundMain } from "@/components/careers/NotFoundMain";

// In the careers page's language under /careers (a missing organization, job or expired link), English elsewhere.
export default function NotFound() {
  return <NotFoundMain />;
}
