import type { ReactNode } from "react";

// For t.rich: the part of a catalogue message only screen readers hear ("Edit<hidden> {title}</hidden>").
export const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
