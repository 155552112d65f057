let counter = 0;
// Unique suffixes so factories never collide inside one test database.
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${counter}`;
}
