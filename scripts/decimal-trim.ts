// decimal.js without the members the web app can never call (ADR 0036). decimal.js is one module
// defining ~100 methods on a prototype object, which no bundler can drop; this removes the
// assignments of every member outside APP_DECIMAL_MEMBERS (and outside what the kept members call
// themselves), so the bundler then drops the helpers only they used (trigonometry, ln/exp and the
// 1 000-digit LN10 and PI constants, base conversion, toFraction…). A removed member is replaced by
// one that throws naming this file, so a wrong trim fails loudly instead of computing wrongly.
// scripts/decimal-usage.ts finds the app's members; the test fails when the two disagree.
import ts from 'typescript';

/** What the app's code reaches (scripts/decimal-usage.ts), by the names it writes. */
export const APP_DECIMAL_MEMBERS: readonly string[] = [
  // instance
  ...['decimalPlaces', 'div', 'eq', 'floor', 'gt', 'gte', 'isFinite', 'isInteger', 'isNegative'],
  ...['isPositive', 'isZero', 'lt', 'lte', 'minus', 'neg', 'plus', 'times', 'toDecimalPlaces'],
  ...['toFixed', 'toNumber', 'toString'],
  // static (the ROUND_* constants are always kept)
  ...['max', 'min'],
];

/** Called without being named: `${d}`, String(d), +d, JSON.stringify(d); Decimal.set/clone. */
const IMPLICIT = ['toString', 'valueOf', 'toJSON', 'config', 'set', 'clone', 'isDecimal'];

/** Decimal's settings, read as `Ctor.precision`; two of them name methods too. */
const CONFIG_KEYS = ['precision', 'rounding', 'toExpNeg', 'toExpPos', 'maxE', 'minE', 'modulo'];

/** Big constants only ln/exp/log and the trigonometry read; unread, their digits go. */
const CONSTANTS = ['LN10', 'PI'];

export interface DecimalTrim {
  code: string;
  /** Member names removed (prototype and static). */
  removed: string[];
  /** Targets the source no longer has (a decimal.js upgrade): app members, the radix parser. */
  missing: string[];
}

// `P.a = P.b = function` / `Decimal.a = Decimal.b = f`: the assigned names, or null.
const assignedNames = (stmt: ts.Statement, object: string): string[] | null => {
  if (!ts.isExpressionStatement(stmt)) return null;
  const names: string[] = [];
  let e: ts.Expression = stmt.expression;
  while (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    const left = e.left;
    if (!ts.isPropertyAccessExpression(left) || !ts.isIdentifier(left.expression)) return null;
    if (left.expression.text !== object) return null;
    names.push(left.name.text);
    e = e.right;
  }
  return names.length > 0 ? names : null;
};

export function trimDecimal(source: string, members = APP_DECIMAL_MEMBERS): DecimalTrim {
  const file = ts.createSourceFile('decimal.mjs', source, ts.ScriptTarget.Latest, true);
  const methods = new Map<ts.Statement, string[]>(); // P.x = … statements
  const statics = new Map<ts.Statement, string[]>(); // Decimal.x = f inside clone
  const functions = new Map<string, ts.FunctionDeclaration>();
  const declarators = new Map<string, ts.Expression>();
  const constantInits = new Map<string, ts.Statement>(); // LN10 = new Decimal(LN10);
  const roots: ts.Node[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  const radix = radixParsing(file);
  if (radix) edits.push(radix);
  for (const stmt of file.statements) {
    const names = assignedNames(stmt, 'P');
    if (names) methods.set(stmt, names);
    else if (ts.isFunctionDeclaration(stmt) && stmt.name) functions.set(stmt.name.text, stmt);
    else if (ts.isVariableStatement(stmt) && !stmt.modifiers?.length) {
      // Plain `var` constants and helpers count once something reachable reads them (their
      // initializers call no Decimal member while the module loads).
      for (const d of stmt.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) declarators.set(d.name.text, d.initializer);
      }
    } else {
      const constant = constantAssigned(stmt);
      if (constant && CONSTANTS.includes(constant)) constantInits.set(constant, stmt);
      else roots.push(stmt);
    }
  }
  for (const stmt of functions.get('clone')?.body?.statements ?? []) {
    const names = assignedNames(stmt, 'Decimal');
    const isFunction =
      names && ts.isIdentifier(lastRight(stmt)) && functions.has(lastRightText(stmt));
    if (names && isFunction) statics.set(stmt, names);
    else roots.push(stmt);
  }

  // Everything reachable from the kept members and the module's own top-level code.
  const kept = new Set([...members, ...IMPLICIT]);
  const seenDefinitions = new Set<string>(['clone']);
  const seenNodes = new Set<ts.Node>();
  const pending: ts.Node[] = [...roots];
  const readIdentifiers = new Set<string>();
  const keepName = (name: string): void => {
    if (kept.has(name)) return;
    kept.add(name);
    for (const [stmt, names] of [...methods, ...statics])
      if (names.includes(name)) pending.push(stmt);
  };
  for (const [stmt, names] of [...methods, ...statics]) {
    if (names.some((n) => kept.has(n))) pending.push(stmt);
  }
  const visit = (node: ts.Node): void => {
    if (radix && node.getStart() >= radix.start && node.end <= radix.end) return;
    if (ts.isPropertyAccessExpression(node)) {
      const receiver = node.expression;
      const isMath = ts.isIdentifier(receiver) && receiver.text === 'Math';
      // `Ctor.precision` reads a setting; only `x.precision()` calls the method of that name.
      const called = ts.isCallExpression(node.parent) && node.parent.expression === node;
      if (!isMath && (called || !CONFIG_KEYS.includes(node.name.text))) keepName(node.name.text);
      visit(receiver);
      return;
    }
    if (ts.isVariableDeclaration(node)) {
      // A declarator's own name is not a read (`LN10 = '2.30…'` keeps nothing alive).
      if (node.initializer) visit(node.initializer);
      return;
    }
    if (ts.isIdentifier(node)) {
      readIdentifiers.add(node.text);
      const definition = functions.get(node.text) ?? declarators.get(node.text);
      if (definition && !seenDefinitions.has(node.text)) {
        seenDefinitions.add(node.text);
        pending.push(definition);
      }
    }
    ts.forEachChild(node, visit);
  };
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (seenNodes.has(node)) continue;
    seenNodes.add(node);
    visit(node);
  }

  const removed: string[] = [];
  const removeAll = (map: Map<ts.Statement, string[]>, object: string): void => {
    const gone = [...map].filter(([, names]) => !names.some((n) => kept.has(n)));
    const names = gone.flatMap(([, n]) => n);
    removed.push(...names);
    // One statement stands in for them all, where the first of them was.
    gone.forEach(([stmt], i) => {
      const text = i === 0 ? stubLoop(object, names) : '';
      edits.push({ start: stmt.getStart(), end: stmt.end, text });
    });
  };
  removeAll(methods, 'P');
  removeAll(statics, 'Decimal');
  for (const [name, stmt] of constantInits) {
    if (readIdentifiers.has(name)) continue;
    edits.push({ start: stmt.getStart(), end: stmt.end, text: '' });
    const literal = declarators.get(name);
    if (literal) edits.push({ start: literal.getStart(), end: literal.end, text: "''" });
  }
  let code = source;
  for (const e of edits.sort((a, b) => b.start - a.start)) {
    code = code.slice(0, e.start) + e.text + code.slice(e.end);
  }
  const defined = new Set([...methods.values(), ...statics.values()].flat());
  const missing = members.filter((m) => !defined.has(m));
  if (!radix) missing.push('parseOther: binary/octal/hexadecimal input');
  return { code, removed, missing };
}

const stubLoop = (object: string, names: string[]): string =>
  `${JSON.stringify(names)}.forEach(function (n) { ${object}[n] = function () { ` +
  `throw Error(decimalError + n + ' is trimmed from the web build (scripts/decimal-trim.ts)'); }; });`;

// Strings like '0x1f', '0b101', '0o17' (never money) go through a base converter that needs
// Decimal.pow and so ln/exp: parseOther's tail from `if (isHex.test(str))` now only throws.
const radixParsing = (file: ts.SourceFile): { start: number; end: number; text: string } | null => {
  const fn = file.statements.find(
    (s): s is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(s) && s.name?.text === 'parseOther',
  );
  const body = fn?.body?.statements ?? ts.factory.createNodeArray<ts.Statement>();
  const first = body.findIndex(
    (s) => ts.isIfStatement(s) && s.expression.getText().replace(/\s/g, '') === 'isHex.test(str)',
  );
  if (first < 0) return null;
  return {
    start: body[first]!.getStart(),
    end: body[body.length - 1]!.end,
    text:
      'if (isHex.test(str) || isBinary.test(str) || isOctal.test(str)) throw Error(decimalError + ' +
      "'binary, octal and hexadecimal input is trimmed from the web build (scripts/decimal-trim.ts)');\n" +
      '  throw Error(invalidArgument + str);',
  };
};

const lastRight = (stmt: ts.Statement): ts.Expression => {
  let e = (stmt as ts.ExpressionStatement).expression;
  while (ts.isBinaryExpression(e)) e = e.right;
  return e;
};
const lastRightText = (stmt: ts.Statement): string => (lastRight(stmt) as ts.Identifier).text;

// `X = new Decimal(X);` at top level → X.
const constantAssigned = (stmt: ts.Statement): string | null => {
  if (!ts.isExpressionStatement(stmt) || !ts.isBinaryExpression(stmt.expression)) return null;
  const { left, right } = stmt.expression;
  return ts.isIdentifier(left) && ts.isNewExpression(right) ? left.text : null;
};
