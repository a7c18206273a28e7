/**
 * Fails when a file of src/ or server/ reaches itself through its imports (type imports included: a circle of
 * types is still two files that cannot be understood one without the other). Run by `npm run lint`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const roots = ['src', 'server'].map((dir) => join(root, dir));
const options: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, jsx: ts.JsxEmit.ReactJSX };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = roots.flatMap(sourceFiles);
const known = new Set(files);
const imports = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((target): target is string => target !== undefined && known.has(target));
  imports.set(file, targets);
}

// Tarjan's strongly connected components: every component of more than one file is a circle.
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const circles: string[][] = [];
function visit(file: string): void {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of imports.get(file) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file)!, low.get(next)!));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
  }
  if (low.get(file) !== index.get(file)) return;
  const component: string[] = [];
  let member: string;
  do {
    member = stack.pop()!;
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || imports.get(file)?.includes(file)) circles.push(component);
}
for (const file of files) if (!index.has(file)) visit(file);

if (circles.length > 0) {
  for (const circle of circles) console.error(`Import circle: ${circle.map((file) => relative(root, file)).sort().join(', ')}`);
  process.exit(1);
}
console.log(`No import circles in ${files.length} files of src/ and server/.`);
