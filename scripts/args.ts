// Tiny `--name value` / `--flag` parser shared by the scripts.
export const readArgs = (argv: readonly string[] = process.argv.slice(2)) => {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) values.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      values.set(name, next);
      i++;
    } else flags.add(name);
  }
  return {
    get: (name: string, fallback: string): string => values.get(name) ?? fallback,
    int: (name: string, fallback: number): number => {
      const v = Number(values.get(name));
      return Number.isInteger(v) && v > 0 ? v : fallback;
    },
    has: (name: string): boolean => flags.has(name) || values.has(name),
  };
};
