// `pnpm typecheck`: tsc's check of tsconfig.json, the one program of the whole workspace.
//
// `--declarations <folder>` also writes, from the same program, the declarations of every published
// package source (`<folder>/packages/<name>/src/….d.ts`). `pnpm test` passes it: the packed check's
// package builds then bundle these files (PACKAGE_DECLARATIONS_ENV, tsup.config.base.ts) instead of
// compiling and checking the sources once more per package, which cost more than this whole check
// (docs/decisions/0033-test-command-cpu-time.md).
import { rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { isPublishedSource } from './packed/publishedSources.mjs';

const WORKSPACE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** A published package's source file, by its path relative to the workspace. */
const PACKAGE_FILE = /^packages\/[^/]+\/(.+)$/;

const flag = process.argv.indexOf('--declarations');
const declarationsFolder = flag === -1 ? undefined : process.argv[flag + 1];
if (flag !== -1 && !declarationsFolder) throw new Error('--declarations needs a folder');

const configPath = resolve(WORKSPACE, 'tsconfig.json');
const config = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
if (!config) throw new Error(`${configPath} could not be read`);

const options = declarationsFolder
  ? {
      ...config.options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      rootDir: WORKSPACE,
      outDir: resolve(declarationsFolder),
    }
  : config.options;
const program = ts.createProgram({
  rootNames: config.fileNames,
  options,
  projectReferences: config.projectReferences,
  configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
});

// What tsc reports, in its order: the configuration, syntax, then (without syntax errors) types.
let diagnostics = [
  ...program.getConfigFileParsingDiagnostics(),
  ...program.getOptionsDiagnostics(),
  ...program.getSyntacticDiagnostics(),
];
if (diagnostics.length === 0)
  diagnostics = [...program.getGlobalDiagnostics(), ...program.getSemanticDiagnostics()];

function isPublished(sourceFile) {
  const match = PACKAGE_FILE.exec(relative(WORKSPACE, sourceFile.fileName).split('\\').join('/'));
  return match !== null && isPublishedSource(match[1]);
}

// Declarations only from a program without errors; their own errors (a type a declaration cannot name)
// fail the check as they would fail the package build.
if (declarationsFolder && diagnostics.length === 0) {
  rmSync(declarationsFolder, { recursive: true, force: true }); // no file of a removed source stays
  for (const sourceFile of program.getSourceFiles().filter(isPublished)) {
    diagnostics.push(...program.emit(sourceFile, undefined, undefined, true).diagnostics);
  }
}

if (diagnostics.length > 0) {
  const host = {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => WORKSPACE,
    getNewLine: () => ts.sys.newLine,
  };
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  console.error(format(ts.sortAndDeduplicateDiagnostics(diagnostics), host));
  console.error(`Found ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
