// Main-process output goes to the terminal that started Electron (the repo's `no-console` rule is
// for the browser app; here the terminal is the only place a developer looks).
export const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

export const warn = (line: string): void => {
  process.stderr.write(`${line}\n`);
};
