// Colors derived from an organization's accent so that text on it and text in it keep a
// WCAG AA contrast (4.5:1) whatever color the admin picked.
const DEFAULT_ACCENT = "#2753e0";
const WHITE = "#ffffff";
const INK = "#0f172a";

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

// Mixes toward black until the color reads on white.
function darkenForWhite(hex: string): string {
  let rgb = channels(hex) as number[];
  let current = hex;
  for (let i = 0; i < 20 && contrast(current, WHITE) < 4.5; i++) {
    rgb = rgb.map((c) => c * 0.85);
    current = toHex(rgb);
  }
  return current;
}

export type AccentPalette = { accent: string; onAccent: string; accentText: string };

export function accentPalette(accentColor: string | null): AccentPalette {
  const accent = accentColor && /^#[0-9a-fA-F]{6}$/.test(accentColor) ? accentColor.toLowerCase() : DEFAULT_ACCENT;
  const accentText = darkenForWhite(accent);
  const onAccent = contrast(accent, WHITE) >= contrast(accent, INK) ? WHITE : INK;
  // mid greys reach 4.5:1 with neither: the button takes the darkened shade with white text
  if (contrast(accent, onAccent) < 4.5) return { accent: accentText, onAccent: WHITE, accentText };
  return { accent, onAccent, accentText };
}

// CSS custom properties for a careers page; Tailwind classes read them as var(--accent) etc.
export function accentStyle(accentColor: string | null): React.CSSProperties {
  const p = accentPalette(accentColor);
  return { "--accent": p.accent, "--on-accent": p.onAccent, "--accent-text": p.accentText } as React.CSSProperties;
}
