import { createEngine, type Engine, type LoadAreasOptions } from '../engine';
import { ENGINE_EXTENSIONS } from '../services/extensions';

/**
 * The engine as the mock builds it (every hand-written module's seeds, option lists and hooks), for tests of the
 * engine that run on the real areas: the engine itself never imports the services that extend it.
 */
export const mockEngine = (options: LoadAreasOptions = {}): Engine => createEngine({ ...options, extensions: ENGINE_EXTENSIONS });
