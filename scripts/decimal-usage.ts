// Which decimal.js members the web app's code can reach, found by the type checker rather than a
// text grep (`.floor(` is mostly Math.floor). It lists property accesses and destructurings whose
// receiver is a `Decimal` or `typeof Decimal`, plus the members of any other object type a Decimal
// is handed to (a helper typed `{ toFixed(dp: number): string }` calls `toFixed` on it).
// `npx tsx scripts/decimal-usage.ts` prints the lists; the trim's test compares them with the
// members scripts/decimal-trim.ts keeps.
import { relative, resolve } from 'node:path';

import ts from 'typescript';

export interface DecimalUsage {
  /** Instance members → first place each is used (`file:line`). */
  instance: Map<string, string>;
  /** Static members (`Decimal.set`, `Decimal.ROUND_HALF_UP`) → first place each is used. */
  statics: Map<string, string>;
}

const isTestFile = (file: string): boolean =>
  /\.test\.tsx?$/.test(file) ||
  /\/testing\//.test(file) ||
  /\/electron\/(main|preload)\//.test(file);

const readAppConfig = (root: string): ts.ParsedCommandLine => {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.app.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.app.json could not be read');
  return config;
};

export function findDecimalUsage(root = process.cwd()): DecimalUsage {
  const config = readAppConfig(root);
  const options = { ...config.options, noEmit: true, composite: false, incremental: false };
  // The web app's files: tsconfig.app.json's plus the shared contracts (their own project).
  const contracts = ts.sys.readDirectory(resolve(root, 'src/api/contracts'), ['.ts']);
  const files = [...config.fileNames, ...contracts].filter((f) => !isTestFile(f));
  const program = ts.createProgram({ rootNames: files, options });
  const checker = program.getTypeChecker();
  const usage: DecimalUsage = { instance: new Map(), statics: new Map() };

  const isDecimalClass = (symbol: ts.Symbol | undefined): boolean =>
    !!symbol?.declarations?.some(
      (d) =>
        ts.isClassDeclaration(d) &&
        d.name?.text === 'Decimal' &&
        /node_modules\/decimal\.js\//.test(d.getSourceFile().fileName),
    );
  // 'instance' | 'static' | undefined for each part of a (nullable) union.
  const sidesOf = (type: ts.Type): Set<'instance' | 'static'> => {
    const sides = new Set<'instance' | 'static'>();
    for (const part of type.isUnion() ? type.types : [type]) {
      const symbol = part.getSymbol();
      if (!isDecimalClass(symbol)) continue;
      sides.add(part.getConstructSignatures().length > 0 ? 'static' : 'instance');
    }
    return sides;
  };
  const record = (sides: Set<'instance' | 'static'>, name: string, node: ts.Node): void => {
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const where = `${relative(root, file.fileName)}:${line}`;
    for (const side of sides) {
      const map = side === 'instance' ? usage.instance : usage.statics;
      if (!map.has(name)) map.set(name, where);
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node)) {
      record(sidesOf(checker.getTypeAtLocation(node.expression)), node.name.text, node);
    } else if (ts.isElementAccessExpression(node)) {
      const sides = sidesOf(checker.getTypeAtLocation(node.expression));
      const key = node.argumentExpression;
      // A computed key could reach any member: record it so the test fails loudly.
      record(sides, ts.isStringLiteralLike(key) ? key.text : '[computed]', node);
    } else if (ts.isObjectBindingPattern(node)) {
      const sides = sidesOf(checker.getTypeAtLocation(node));
      for (const element of node.elements) {
        const name = element.propertyName ?? element.name;
        record(sides, ts.isIdentifier(name) ? name.text : '[computed]', element);
      }
    } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      // A Decimal handed to a parameter of another object type: whatever members that type names
      // may be called on it.
      for (const arg of node.arguments ?? []) {
        if (!sidesOf(checker.getTypeAtLocation(arg)).has('instance')) continue;
        const target = checker.getContextualType(arg);
        if (target && !sidesOf(target).has('instance') && target.flags & ts.TypeFlags.Object) {
          for (const p of target.getProperties()) record(new Set(['instance']), p.name, arg);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (source) visit(source);
  }
  return usage;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const usage = findDecimalUsage();
  const show = (m: Map<string, string>) => [...m].map(([n, at]) => `  ${n.padEnd(20)} ${at}`);
  console.log(['instance:', ...show(usage.instance), 'static:', ...show(usage.statics)].join('\n'));
}
