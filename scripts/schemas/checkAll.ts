/**
 * The whole check of `npm run schemas:check`, as a function: parse each document keeping positions, validate it
 * with the validators compiled ahead of time, lint the valid ones, then the checks across documents.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import type { AreaDocument, FieldLibraryDocument } from '../../schemas/meta/generated/area';
import { inputsHash, validateArea, validateFieldLibrary } from '../../schemas/meta/generated/validateSchemas.js';
import validatorCatalogue from '../../schemas/meta/validators.json';
import { ajvErrorsToProblems } from './ajvProblems';
import { parseJsonSource, type JsonSource } from './jsonSource';
import { lintDocument } from './lint/lintDocument';
import { lintMessages } from './lint/messages';
import { checkSharedEntities } from './lint/sharedEntities';
import { metaInputsHash } from './metaHash';
import { commonDir, repoRoot } from './paths';
import { compareProblems, type Problem } from './problem';
import { expandForCheck } from './templateCheck';
import { validatorNames, type ValidatorCatalogue } from './validatorCatalogue';

export interface SchemaFile {
  /** Absolute, or relative to the repository root. */
  path: string;
  /** The text; read from disk when absent. */
  text?: string;
}

export interface CheckOptions {
  /** The shared field library; default schemas/common/fields.json, unless one of `files` is in a `common` folder. */
  library?: SchemaFile;
  /** Compare the generated validator with the meta-schema (default true). */
  checkGenerated?: boolean;
}

export interface CheckResult {
  problems: Problem[];
  /** Number of documents checked, the library included. */
  documents: number;
}

const catalogue = validatorCatalogue as ValidatorCatalogue;
const names = validatorNames(catalogue);
const namesWithArgs = catalogue.validators.filter((v) => v.args).map((v) => v.name);

const displayPath = (path: string) =>
  relative(repoRoot, isAbsolute(path) ? path : resolve(repoRoot, path))
    .split('\\')
    .join('/');
const isLibraryPath = (path: string) => basename(dirname(resolve(repoRoot, path))) === 'common';

interface Parsed {
  file: string;
  source: JsonSource;
}

function parse(file: SchemaFile, problems: Problem[]): Parsed | undefined {
  const shown = displayPath(file.path);
  const text = file.text ?? readFileSync(resolve(repoRoot, file.path), 'utf8');
  const source = parseJsonSource(text);
  const seen = new Set<string>();
  for (const e of source.syntaxErrors) {
    const where = `${e.position.line}:${e.position.column}`;
    if (seen.has(where)) continue; // one mistake often yields several parser errors at one place
    seen.add(where);
    problems.push({
      file: shown,
      ...e.position,
      pointer: '',
      rule: 'json',
      zh: `JSON 语法错误：${e.code}`,
      en: `JSON syntax error: ${e.code}`,
    });
  }
  for (const d of source.duplicateKeys) {
    problems.push({
      file: shown,
      ...d.position,
      pointer: d.pointer,
      rule: 'json',
      zh: `重复的属性名 "${d.key}"`,
      en: `duplicate property "${d.key}"`,
    });
  }
  return source.syntaxErrors.length > 0 ? undefined : { file: shown, source };
}

function lint(
  parsed: Parsed,
  doc: AreaDocument | FieldLibraryDocument,
  library: FieldLibraryDocument | undefined,
  isLibrary: boolean,
): Problem[] {
  return lintDocument({ file: parsed.file, doc, isLibrary, library, validatorNames: names, validatorsWithArgs: namesWithArgs }).map(
    (f) => ({
      file: parsed.file,
      ...parsed.source.locate(f.pointer, f.at),
      pointer: f.pointer,
      rule: f.rule,
      ...f.message,
    }),
  );
}

export function checkAll(files: readonly (string | SchemaFile)[], options: CheckOptions = {}): CheckResult {
  const problems: Problem[] = [];
  const given = files.map((f) => (typeof f === 'string' ? { path: f } : f));
  const libraryFile = options.library ?? given.find((f) => isLibraryPath(f.path)) ?? { path: resolve(commonDir, 'fields.json') };
  const areaFiles = given.filter((f) => f !== libraryFile && !isLibraryPath(f.path));

  let library: FieldLibraryDocument | undefined;
  const parsedLibrary = parse(libraryFile, problems);
  if (parsedLibrary) {
    if (validateFieldLibrary(parsedLibrary.source.value)) {
      library = parsedLibrary.source.value as FieldLibraryDocument;
      problems.push(...lint(parsedLibrary, library, undefined, true));
    } else {
      problems.push(...ajvErrorsToProblems(validateFieldLibrary.errors ?? [], parsedLibrary.source, parsedLibrary.file));
    }
  }

  const areas: { parsed: Parsed; doc: AreaDocument }[] = [];
  for (const file of areaFiles) {
    const written = parse(file, problems);
    if (!written) continue;
    // Templates are expanded first; the expanded document is validated and linted, its problems placed where written.
    const expansion = expandForCheck(written, { parsed: parsedLibrary, doc: library });
    if (expansion.problems.length > 0) {
      problems.push(...expansion.problems);
      continue;
    }
    const parsed: Parsed = { file: written.file, source: expansion.source };
    if (!validateArea(parsed.source.value)) {
      problems.push(...ajvErrorsToProblems(validateArea.errors ?? [], parsed.source, parsed.file).map(expansion.place));
      continue;
    }
    // The lint sees the expanded document only: a template body is linted where it is instantiated.
    const { templates: _templates, instances: _instances, ...doc } = parsed.source.value as AreaDocument;
    areas.push({ parsed, doc });
    // Without a valid library every {"use": …} would look unknown: its own problems are reported instead.
    if (library) problems.push(...lint(parsed, doc, library, false).map(expansion.place));
  }

  const sorted = [...areas].sort((a, b) => a.parsed.file.localeCompare(b.parsed.file));
  // Entity names across areas; an area given twice is reported as such (below), not entity by entity.
  const distinct = sorted.filter((a, i) => sorted.findIndex((b) => b.doc.area === a.doc.area) === i);
  for (const f of checkSharedEntities(distinct.map((a) => ({ file: a.parsed.file, doc: a.doc })))) {
    const { parsed } = distinct[f.doc];
    problems.push({ file: parsed.file, ...parsed.source.locate(f.pointer, f.at), pointer: f.pointer, rule: f.rule, ...f.message });
  }

  const byArea = new Map<string, Parsed>();
  for (const { parsed, doc } of sorted) {
    const first = byArea.get(doc.area);
    if (first) {
      problems.push({
        file: parsed.file,
        ...parsed.source.locate('/area'),
        pointer: '/area',
        rule: 'duplicateArea',
        ...lintMessages.duplicateArea(doc.area, first.file),
      });
    } else byArea.set(doc.area, parsed);
  }

  if (options.checkGenerated !== false && inputsHash !== metaInputsHash()) {
    problems.push({
      file: 'schemas/meta/generated/validateSchemas.js',
      line: 1,
      column: 1,
      pointer: '',
      rule: 'staleGenerated',
      zh: '生成的校验器与元模式不一致，请运行 npm run schemas:types',
      en: 'the generated validator does not match the meta-schema; run npm run schemas:types',
    });
  }

  return { problems: problems.sort(compareProblems), documents: areaFiles.length + 1 };
}
