// The `@example` blocks in the TSDoc of the published packages' exports, type-checked by `api-report.mjs
// --check` in the program it builds anyway (docs/decisions/0028): each block becomes a module of its own
// (placed in the storefront package for module resolution, as the README examples are) that imports the
// packages' exports it names from the entry offering them, so a renamed export, a removed prop or a changed
// signature fails the check and not the reader's editor. What an example takes from the reader (their
// product, their form's values, their router) is a name of READER_VALUES, declared untyped: the check
// types what the packages answer and accept, not the reader's own code.
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The reader's values the examples refer to without declaring them. A name not listed here, not
 * declared in the example and not exported by a package fails the check (`Cannot find name`): an export
 * that was renamed, or an import the example forgot (`fromPromise` from xstate).
 */
const READER_VALUES = new Set(
  `
  MyCheckoutSteps MyContactForm MyTeaserList Page Routes ShippingStep SiteHeader StorefrontRoutes
  accepted accessories attachmentIds dialogOpen entryOf hide joinWaitingList loadMyMachine loadProductPage loadQuote loadQuotePage
  serverState setDialogOpen summaryProps activeListId actor add addCatalogues addPosition addToCart address apiHeaders
  apiUrl attributes brand byEmail byToken card cards cart cartId cell changeList changePassword
  changeQuantity checkout choose chooseList chosen chosenId client clientId clientSecret closeModal
  confirmRemoveList container contentKey count country currentLocation customer customerInfo data
  deal deliveryType deps email emails endAt endMs enter entries entry error errors facet facts
  fetchCartIds fetchMore fetchWishlistSummaries file firstName footer form gifts go guest hash html
  id inList index initialState invites item itemId items layout lineNo list listId lists loadCart
  loadScript loggedIn login markHelpful members message names navigate navigateTo navigation onAbort
  onNavigate options order page pageModule parameters password path plan popularSearches positions
  previousValues priceFacet product productId products quantity query quote readCookie
  readSessionCookies ref refetchAddresses regulation regulations remove removeMember renderMyApp
  renderPage replaceItem req request reservation restore reviews revoke router routerState rows save
  saveDescriptionReview savePayment saveReview saved saving searchOpen searchResultsHref selectList
  selectRegulation send sendCartUpdate sendWishlistChange setAccepted setAttachmentIds setChosenId
  setCountry setDeliveryType setEmail setEmails setError setFirstName setMessage setOpen setPassword
  setQuantity setQuery setSharing setShipper setShown setStars setValues sharing showError showErrors
  showSpeditionFields showToast shown stars startAt store stored styles submit submitResult subscribe
  suggest t teaser teaserId token track uploadImage url validate values variables variantAttributes
  variants view vouchers
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Names of the peers and Node.js the examples use as their readers have them, imported where missing. */
const LIBRARY_IMPORTS = new Map([
  ['useEffect', 'react'],
  ['useRef', 'react'],
  ['createContext', 'react'],
  ['useState', 'react'],
  ['hydrateRoot', 'react-dom/client'],
  ['createActor', 'xstate'],
  ['fromPromise', 'xstate'],
  ['render', '@testing-library/react'],
  ['createServer', 'node:http'],
  ['join', 'node:path'],
  ['fileURLToPath', 'node:url'],
]);

/** The fenced code blocks of an `@example` (```ts or ```tsx), or its whole text when it has none. */
function codeBlocks(text) {
  const fenced = [...text.matchAll(/```(?:tsx?)?\n([\s\S]*?)\n?```/g)].map((match) => ({
    code: match[1] ?? '',
    linesBefore: text.slice(0, match.index).split('\n').length,
  }));
  return fenced.length > 0 ? fenced : [{ code: text, linesBefore: 0 }];
}

/**
 * The identifiers an example's code uses (a superset: property names count too) and those it declares
 * itself (imports, variables, functions, parameters).
 */
function identifiersOf(code) {
  const source = ts.createSourceFile('example.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const names = new Set();
  const declared = new Set(source.statements.filter(ts.isImportDeclaration).flatMap(importedNames));
  const visit = (node) => {
    if (ts.isIdentifier(node)) {
      names.add(node.text);
      const parent = node.parent;
      if (parent && DECLARES.some((declares) => declares(parent)) && parent.name === node)
        declared.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { names, declared };
}

/** Nodes whose `name` declares a name in the example. */
const DECLARES = [
  ts.isVariableDeclaration,
  ts.isBindingElement,
  ts.isFunctionDeclaration,
  ts.isParameter,
  ts.isClassDeclaration,
  ts.isInterfaceDeclaration,
  ts.isTypeAliasDeclaration,
];

function importedNames(declaration) {
  const clause = declaration.importClause;
  if (!clause) return [];
  const bindings = clause.namedBindings;
  return [
    ...(clause.name ? [clause.name.text] : []),
    ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : []),
    ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
  ];
}

function libraryEntry(name) {
  const specifier = LIBRARY_IMPORTS.get(name);
  return specifier ? { specifier, typeOnly: false } : undefined;
}

/** The declarations whose TSDoc an exported symbol shows: a variable's statement holds its comment. */
function documentedNodes(symbol) {
  return (symbol.declarations ?? []).map((declaration) =>
    ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration,
  );
}

/**
 * The examples of the exports of `entries` (`{ specifier, file }`, every package's) in `program`, as
 * `{ source, line, file, text, codeOffset }` for hostWithExamples and exampleErrors (`source` naming the
 * source file the example is in). Entries are given root first: an export is imported from the first
 * entry that offers it.
 */
export function tsdocExamples(root, program, entries) {
  const checker = program.getTypeChecker();
  const exportsOf = entries.map((entry) => {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry.file));
    return {
      specifier: entry.specifier,
      exports: moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [],
    };
  });
  // name → the entry to import it from, and whether it is a type only (imported with `type`).
  const entryOf = new Map();
  for (const { specifier, exports } of exportsOf)
    for (const exported of exports) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!entryOf.has(exported.getName()))
        entryOf.set(exported.getName(), { specifier, typeOnly: !(symbol.flags & ts.SymbolFlags.Value) });
    }

  const seen = new Set();
  const examples = [];
  for (const { exports } of exportsOf) {
    for (const exported of exports) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      for (const node of documentedNodes(symbol)) {
        const source = node.getSourceFile();
        for (const tag of ts.getJSDocTags(node).filter((jsDocTag) => jsDocTag.tagName.text === 'example')) {
          const key = `${source.fileName}:${tag.pos}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const tagLine = source.getLineAndCharacterOfPosition(tag.getStart()).line + 1;
          for (const { code, linesBefore } of codeBlocks(ts.getTextOfJSDocComment(tag.comment) ?? '')) {
            const { names, declared } = identifiersOf(code);
            const fromEntries = new Map();
            for (const name of [...names].filter((used) => !declared.has(used))) {
              const entry = entryOf.get(name) ?? libraryEntry(name);
              if (!entry) continue;
              const imported = entry.typeOnly ? `type ${name}` : name;
              fromEntries.set(entry.specifier, [...(fromEntries.get(entry.specifier) ?? []), imported]);
            }
            const readerValues = [...names].filter(
              (name) => READER_VALUES.has(name) && !entryOf.has(name) && !declared.has(name),
            );
            const context = [
              ...[...fromEntries].map(
                ([specifier, list]) => `import { ${list.join(', ')} } from '${specifier}';`,
              ),
              ...(readerValues.length > 0
                ? [`declare const ${readerValues.map((name) => `${name}: any`).join(', ')};`]
                : []),
            ];
            examples.push({
              source: source.fileName.slice(root.length + 1),
              line: tagLine + linesBefore + 1,
              file: join(root, 'packages', 'storefront', `tsdoc-example-${examples.length + 1}.tsx`),
              // `export {}` makes every block a module: blocks share no names and may await at top level.
              text: [...context, code, 'export {};', ''].join('\n'),
              codeOffset: context.length,
            });
          }
        }
      }
    }
  }
  return examples;
}
