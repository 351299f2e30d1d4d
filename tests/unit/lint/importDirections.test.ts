import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The no-restricted-imports messages ESLint gives one import line as if it were in the file `filePath`. */
async function refused(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message.replace(/^.* import is restricted from being used by a pattern. /, ''));
}

const CONTRACTS = 'contracts/ is shared by the console and the mock: it imports neither.';
const MOCK_PEER = 'server-mock/ is a separate peer: it may read schemas/ but never import the console.';
const CONSOLE = 'the console never imports the mock backend.';
const RENDERER = 'renderer/ must not import src/: the shell registers what the renderer needs.';
const ENGINE = 'the engine never imports services/: they register with it (services/extensions.ts).';

describe('eslint.config.js: import directions (src → renderer; both sides → contracts/; mock services → engine)', () => {
  it.each([
    ['src/api/fixture.ts', '../../contracts/envelope', []],
    ['server-mock/http/fixture.ts', '../../contracts/envelope', []],
    ['renderer/core/fixture.ts', '../../contracts/envelope', []],
    ['src/api/fixture.ts', '../../renderer/core/endpoint', []],
    ['src/api/fixture.ts', '../../server-mock/http/envelope', [CONSOLE]],
    ['server-mock/http/fixture.ts', '../../src/api/http', [MOCK_PEER]],
    ['server-mock/http/fixture.ts', '../../renderer/core/endpoint', [MOCK_PEER]],
    ['renderer/core/fixture.ts', '../../src/api/http', [RENDERER]],
    ['contracts/fixture.ts', '../src/api/http', [CONTRACTS]],
    ['contracts/fixture.ts', '../server-mock/http/envelope', [CONTRACTS]],
    ['contracts/fixture.ts', '../renderer/core/endpoint', [CONTRACTS]],
    ['server-mock/engine/fixture.ts', '../services/extensions', [ENGINE]],
    ['server-mock/engine/fixture.ts', '../services', [ENGINE]],
    ['server-mock/engine/aggregate/fixture.test.ts', '../../services/sharedOptions/data', [ENGINE]],
    ['server-mock/engine/fixture.ts', '../../src/api/http', [MOCK_PEER]],
    ['server-mock/engine/fixture.ts', '../testing/mockEngine', []],
    ['server-mock/engine/fixture.ts', './store', []],
    ['server-mock/services/fixture.ts', '../engine/store', []],
  ])('%s importing %s', async (filePath, from, messages) => {
    expect(await refused(filePath, from)).toEqual(messages);
  });
});
