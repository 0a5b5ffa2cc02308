// The API report of every published package: each entry point of its package.json `exports`, every
// exported name with its declared type, written to `packages/<dir>/api-report.api.md` and committed.
// `pnpm api:report` rewrites the reports; `--check` (run by `pnpm test`) fails when a committed report no
// longer matches the sources, so a change of the public surface is always a visible diff in review.
// Built on the TypeScript compiler API over the sources (one program for all packages, no build needed):
// types, interfaces, enums and classes are printed as declared (comments and bodies left out), functions
// with their declared signature, other values with their annotation or the type the checker infers.
// Callable values (functions, components, hooks) are counted by whether their TSDoc has an `@example`;
// `--check` also fails for an exported one without (docs/decisions/0027: every function a package publishes
// shows its use), and for a name that two packages export (ui's `CartTotals` component beside a `CartTotals` type of sdk-core
// makes a host rename on import and guess which one a text means), and for a README code example or a TSDoc
// `@example` that does not compile against the packages (scripts/readme-examples.mjs,
// scripts/tsdoc-examples.mjs; both checked by the same program).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { exampleErrors, hostWithExamples, readmeExamples } from './readme-examples.mjs';
import { tsdocExamples } from './tsdoc-examples.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const REPORT_FILE = 'api-report.api.md';
const REGENERATE = 'pnpm api:report';

/** The TypeScript source an `exports` target names, or undefined for CSS, schema files and the like. */
function sourceOf(target) {
  if (typeof target === 'string')
    return /\.tsx?$/.test(target) && !target.endsWith('.d.ts') ? target : undefined;
  if (target && typeof target === 'object') {
    for (const nested of Object.values(target)) {
      const source = sourceOf(nested);
      if (source) return source;
    }
  }
  return undefined;
}

/** Every published package with its TypeScript entry points (subpath → absolute source file). */
function packages() {
  const dirs = readdirSync(join(ROOT, 'packages'), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  return dirs
    .map(({ name: dir }) => {
      const path = join(ROOT, 'packages', dir);
      const manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
      const entries = Object.entries(manifest.exports ?? {})
        .map(([subpath, target]) => [subpath, sourceOf(target)])
        .filter(([, source]) => source !== undefined)
        .map(([subpath, source]) => ({
          specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.replace(/^\.\//, '')}`,
          file: resolve(path, source),
        }));
      return { name: manifest.name, dir: path, private: manifest.private === true, entries };
    })
    .filter((pkg) => !pkg.private && pkg.entries.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One program over the entry points and the examples (they share the packages' types); `base`, the
 * program the TSDoc examples were read from, lends its parsed files.
 */
function createProgram(files, examples, base) {
  const configFile = join(ROOT, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, configFile);
  const programOptions = { ...options, noEmit: true };
  const exampleFiles = examples.map((example) => example.file);
  return ts.createProgram(
    [...files, ...exampleFiles],
    programOptions,
    hostWithExamples(programOptions, examples),
    base,
  );
}

const printer = ts.createPrinter({ removeComments: true });
const TYPE_FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.UseFullyQualifiedType;

/** A class as its shape: heritage, constructor and member signatures, without bodies or initialisers. */
function withoutBodies(declaration) {
  const f = ts.factory;
  const members = declaration.members
    .filter((member) => !(ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Private))
    .filter((member) => !(member.name && ts.isPrivateIdentifier(member.name)))
    .map((member) => {
      if (ts.isMethodDeclaration(member))
        return f.updateMethodDeclaration(
          member,
          member.modifiers,
          member.asteriskToken,
          member.name,
          member.questionToken,
          member.typeParameters,
          member.parameters,
          member.type,
          undefined,
        );
      if (ts.isConstructorDeclaration(member))
        return f.updateConstructorDeclaration(member, member.modifiers, member.parameters, undefined);
      if (ts.isPropertyDeclaration(member))
        return f.updatePropertyDeclaration(
          member,
          member.modifiers,
          member.name,
          member.questionToken,
          member.type,
          undefined,
        );
      return member;
    });
  return f.updateClassDeclaration(
    declaration,
    declaration.modifiers,
    declaration.name,
    declaration.typeParameters,
    declaration.heritageClauses,
    members,
  );
}

/** Types the checker infers (no annotation in the source) longer than this are shown shortened. */
const LONG_INFERRED_TYPE = 500;

/** An inferred type as text; a very long one (an XState machine's) shortened the checker's own way. */
function inferredText(checker, type) {
  const full = checker.typeToString(type, undefined, TYPE_FLAGS);
  if (full.length <= LONG_INFERRED_TYPE) return full;
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope);
}

const print = (node, source = node.getSourceFile()) =>
  printer.printNode(ts.EmitHint.Unspecified, node, source);

/** The function a value declaration declares: a function declaration or a const set to an arrow/function. */
function functionOf(declaration) {
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  const initializer = ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  if (initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)))
    return initializer;
  return undefined;
}

/**
 * A function's signature as declared: parameter and return types as written, inferred ones from the
 * checker; a destructured first parameter is called `props` (its binding names are not the API).
 */
function signatureText(checker, name, fn) {
  const typeParameters = fn.typeParameters ? `<${fn.typeParameters.map(print).join(', ')}>` : '';
  const parameters = fn.parameters.map((parameter, index) => {
    const bound = ts.isIdentifier(parameter.name)
      ? parameter.name.text
      : index === 0
        ? 'props'
        : `arg${index}`;
    const optional = parameter.questionToken || parameter.initializer ? '?' : '';
    const type = parameter.type
      ? print(parameter.type)
      : inferredText(checker, checker.getTypeAtLocation(parameter));
    return `${parameter.dotDotDotToken ? '...' : ''}${bound}${optional}: ${type}`;
  });
  const signature = checker.getSignatureFromDeclaration(fn);
  const returned = fn.type
    ? print(fn.type)
    : signature
      ? inferredText(checker, checker.getReturnTypeOfSignature(signature))
      : 'unknown';
  return `function ${name}${typeParameters}(${parameters.join(', ')}): ${returned};`;
}

/** One exported name as report text. */
function describeExport(checker, exported) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.getName();
  const declarations = symbol.declarations ?? [];
  const declaration = declarations[0];
  if (!declaration) return { text: `export ${name}: unknown;`, callable: false, example: false };
  const lines = [];
  const example = symbol.getJsDocTags(checker).some((tag) => tag.name === 'example');
  let callable = false;
  if (symbol.flags & ts.SymbolFlags.Class && ts.isClassDeclaration(declaration)) {
    lines.push(print(withoutBodies(declaration), declaration.getSourceFile()));
  } else if (symbol.flags & ts.SymbolFlags.Value) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    callable = type.getCallSignatures().length > 0;
    const functions = declarations.map(functionOf).filter((fn) => fn !== undefined);
    // Overloads: the signatures without a body; otherwise the one implementation.
    const overloads = functions.filter((fn) => !fn.body);
    if (functions.length > 0) {
      for (const fn of overloads.length > 0 ? overloads : functions)
        lines.push(signatureText(checker, name, fn));
    } else {
      const annotation = ts.isVariableDeclaration(declaration) ? declaration.type : undefined;
      lines.push(`const ${name}: ${annotation ? print(annotation) : inferredText(checker, type)};`);
    }
  }
  for (const typeDeclaration of declarations.filter(
    (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d) || ts.isEnumDeclaration(d),
  )) {
    lines.push(print(typeDeclaration));
  }
  // A name exported under another name than its declaration's says so.
  const declared = symbol.getName();
  const renamed =
    declared !== name && declared !== 'default' ? [`// exported as ${name}, declared as ${declared}:`] : [];
  const text = [
    ...renamed,
    ...lines.map((line) => line.replace(/^(export\s+)?(declare\s+)?/, 'export ')),
  ].join('\n');
  return { text, callable, example };
}

function reportEntry(checker, program, entry) {
  const sourceFile = program.getSourceFile(entry.file);
  if (!sourceFile) throw new Error(`${entry.specifier}: ${entry.file} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  const described = exports
    .map((exported) => ({ name: exported.getName(), ...describeExport(checker, exported) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const callables = described.filter((item) => item.callable);
  const missing = callables.filter((item) => !item.example).map((item) => item.name);
  return {
    names: described.map((item) => item.name),
    undocumented: missing,
    exports: described.length,
    callables: callables.length,
    examples: callables.length - missing.length,
    text: [
      `## \`${entry.specifier}\``,
      '',
      `Source: \`${relative(ROOT, entry.file)}\`. Exports: ${described.length}; functions and components: ${callables.length}, with \`@example\`: ${callables.length - missing.length}.`,
      ...(missing.length > 0 ? ['', `Without \`@example\`: ${missing.join(', ')}.`] : []),
      '',
      '```ts',
      described.map((item) => item.text).join('\n\n'),
      '```',
      '',
    ].join('\n'),
  };
}

/**
 * The reports of every package, [{ pkg, file, text, counts, undocumented, names }], and the type errors of
 * the README and TSDoc examples.
 */
function buildReports() {
  const pkgs = packages();
  const entries = pkgs.flatMap((pkg) => pkg.entries);
  const files = entries.map((entry) => entry.file);
  const base = createProgram(files, []);
  const examples = [...readmeExamples(ROOT), ...tsdocExamples(ROOT, base, entries)];
  const program = createProgram(files, examples, base);
  const checker = program.getTypeChecker();
  const reports = pkgs.map((pkg) => {
    const entries = pkg.entries.map((entry) => reportEntry(checker, program, entry));
    const sum = (key) => entries.reduce((total, entry) => total + entry[key], 0);
    const counts = { exports: sum('exports'), callables: sum('callables'), examples: sum('examples') };
    const text = [
      `# API report: ${pkg.name}`,
      '',
      `Generated by \`${REGENERATE}\` (scripts/api-report.mjs) from the sources; do not edit. Entries: ${pkg.entries.length}; exports: ${counts.exports}; functions and components: ${counts.callables}, with \`@example\`: ${counts.examples}.`,
      '',
      ...entries.map((entry) => entry.text),
    ].join('\n');
    const undocumented = [...new Set(entries.flatMap((entry) => entry.undocumented))];
    const names = new Set(entries.flatMap((entry) => entry.names));
    return { pkg, file: join(pkg.dir, REPORT_FILE), text, counts, undocumented, names };
  });
  return { reports, examplesFailing: exampleErrors(program, examples) };
}

function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The changed lines between the committed report and the sources' one, for the failure message. */
function diffOf(file, text) {
  const dir = mkdtempSync(join(tmpdir(), 'api-report-'));
  const generated = join(dir, REPORT_FILE);
  writeFileSync(generated, text);
  try {
    execFileSync('git', ['diff', '--no-index', '--no-color', '-U0', relative(ROOT, file), generated], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    return String(error.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Export names offered by more than one package, each as `name (package, package)`. */
function sharedNames(reports) {
  const owners = new Map();
  for (const { pkg, names } of reports)
    for (const name of names) owners.set(name, [...(owners.get(name) ?? []), pkg.name]);
  return [...owners]
    .filter(([, pkgs]) => pkgs.length > 1)
    .map(([name, pkgs]) => `${name} (${pkgs.join(', ')})`);
}

const { reports, examplesFailing } = buildReports();
if (process.argv.includes('--check')) {
  const stale = reports.filter(({ file, text }) => readOrEmpty(file) !== text);
  for (const { pkg, file, text } of stale) {
    const diff = diffOf(file, text).split('\n');
    console.error(`\nThe public API of ${pkg.name} differs from ${relative(ROOT, file)}:`);
    console.error(
      diff.slice(0, 60).join('\n') + (diff.length > 60 ? `\n… ${diff.length - 60} more lines` : ''),
    );
  }
  if (stale.length > 0)
    console.error(`\nIf the change is intended, run \`${REGENERATE}\` and commit the report with it.`);
  const undocumented = reports.filter((report) => report.undocumented.length > 0);
  for (const { pkg, undocumented: names } of undocumented) {
    console.error(
      `\n${pkg.name}: ${names.length} exported functions and components without an @example in their TSDoc: ${names.join(', ')}`,
    );
  }
  const shared = sharedNames(reports);
  if (shared.length > 0)
    console.error(
      `\nExported by more than one package (rename one or import it from its owner): ${shared.join(', ')}`,
    );
  if (examplesFailing.length > 0)
    console.error(`\nREADME and TSDoc examples that do not compile:\n${examplesFailing.join('\n')}`);
  if (stale.length > 0 || undocumented.length > 0 || shared.length > 0 || examplesFailing.length > 0)
    process.exit(1);
  console.log(`API reports are current (${reports.map(({ pkg }) => pkg.name).join(', ')})`);
} else {
  for (const { file, text, pkg, counts } of reports) {
    writeFileSync(file, text);
    console.log(
      `${relative(ROOT, file)}: ${counts.exports} exports, ${counts.examples}/${counts.callables} functions and components with @example (${pkg.name})`,
    );
  }
}
