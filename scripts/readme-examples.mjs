// The code examples of the published packages' READMEs, type-checked by `api-report.mjs --check` in the
// program it builds anyway, so a renamed export or a changed prop fails the check and not another team's
// editor. Every ```ts and ```tsx block is a module of its own, placed in the storefront package for module
// resolution (it depends on the other three and their peers). What an example leaves to the reader (their
// router, their client, a value from earlier on the page) is declared in an HTML comment right above the
// block, `<!-- example context: declare const client: ApolloClient; -->`, hidden when the README is shown.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const FENCE = /(?:<!-- example context: ([\s\S]*?) -->\n)?```(tsx?)\n([\s\S]*?)\n```/g;

/**
 * The examples of every `packages/<dir>/README.md`: `{ source, line, file, text, codeOffset }`, `line`
 * being the README line of the block's first line of code and `codeOffset` the line of `text` it is on.
 */
export function readmeExamples(root) {
  const dirs = readdirSync(join(root, 'packages'), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  return dirs.flatMap(({ name: dir }) => {
    const readme = `packages/${dir}/README.md`;
    const markdown = readFileSync(join(root, readme), 'utf8');
    return [...markdown.matchAll(FENCE)].map((match, index) => {
      const [, context = '', language, code] = match;
      const fence = match.index + match[0].indexOf('```');
      return {
        source: readme,
        line: markdown.slice(0, fence).split('\n').length + 1,
        file: join(root, 'packages', 'storefront', `readme-${dir}-${index + 1}.${language}`),
        // `export {}` makes every block a module: blocks share no names and may await at top level.
        text: `${context}\n${code}\nexport {};\n`,
        codeOffset: context.split('\n').length,
      };
    });
  });
}

/** A compiler host that also serves the examples' virtual files. */
export function hostWithExamples(options, examples) {
  const byFile = new Map(examples.map((example) => [example.file, example]));
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const example = byFile.get(fileName);
    return example
      ? ts.createSourceFile(fileName, example.text, languageVersion, true)
      : readSource(fileName, languageVersion, ...rest);
  };
  host.fileExists = (fileName) => byFile.has(fileName) || exists(fileName);
  return host;
}

/** The type errors of the examples in `program`, each as `<source file>:<line>: <message>`. */
export function exampleErrors(program, examples) {
  return examples.flatMap((example) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(example.file))
      .filter((diagnostic) => diagnostic.file?.fileName === example.file)
      .map((diagnostic) => {
        const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        return `${example.source}:${example.line + line - example.codeOffset}: ${message}`;
      }),
  );
}
