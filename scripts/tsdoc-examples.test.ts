// The TSDoc example check (docs/decisions/0028): every `@example` of a published export becomes a module
// that imports the package's names it uses and is type-checked, so an example that calls an export wrongly,
// names one that no longer exists or forgets an import fails `api-report --check`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleErrors, hostWithExamples } from './readme-examples.mjs';
import { tsdocExamples } from './tsdoc-examples.mjs';

const root = mkdtempSync(join(tmpdir(), 'tsdoc-examples-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A one-file package `demo` whose exports carry `source` as their TSDoc; its examples' type errors. */
function checkExamples(source: string) {
  mkdirSync(join(root, 'packages', 'storefront'), { recursive: true });
  const file = join(root, 'packages', 'demo.ts');
  writeFileSync(file, source);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
    paths: { demo: [file] },
  };
  const base = ts.createProgram([file], options);
  const examples = tsdocExamples(root, base, [{ specifier: 'demo', file }]);
  const program = ts.createProgram(
    [file, ...examples.map((example: { file: string }) => example.file)],
    options,
    hostWithExamples(options, examples),
    base,
  );
  return { examples, errors: exampleErrors(program, examples) };
}

const DEMO = `
/**
 * Doubles a number.
 *
 * @example
 * \`\`\`ts
 * double(2); // 4
 * \`\`\`
 */
export function double(value: number): number {
  return value * 2;
}

/**
 * A price label.
 *
 * @example
 * formatPrice(product.price, 'EUR');
 */
export const formatPrice = (amount: number, currency: string): string => \`\${amount} \${currency}\`;
`;

// Each check compiles a program with the standard library: seconds on a busy machine.
describe('TSDoc examples', { timeout: 30_000 }, () => {
  it('import the names they use from the package and take the reader values (product) untyped', () => {
    const { examples, errors } = checkExamples(DEMO);
    expect(examples.map((example: { text: string }) => example.text)).toEqual([
      "import { double } from 'demo';\ndouble(2); // 4\nexport {};\n",
      "import { formatPrice } from 'demo';\ndeclare const product: any;\nformatPrice(product.price, 'EUR');\nexport {};\n",
    ]);
    expect(errors).toEqual([]);
  });

  it('fail with the line in the source for a wrong call, a name no package exports and an undeclared value', () => {
    const broken = DEMO.replace('double(2); // 4', "double('2');\n * tripple(2);\n * double(machine);");
    const { errors } = checkExamples(broken);
    expect(errors).toEqual([
      "packages/demo.ts:7: Argument of type 'string' is not assignable to parameter of type 'number'.",
      "packages/demo.ts:8: Cannot find name 'tripple'.",
      "packages/demo.ts:9: Cannot find name 'machine'.",
    ]);
  });
});
