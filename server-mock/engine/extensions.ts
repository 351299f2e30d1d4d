import { dealerOptionsExtension } from '../services/dealerOptions';
import { publicityExtension } from '../services/publicityExtension';
import { alarmTargetsExtension } from './alarmTargetSeed';
import type { EngineExtension } from './types';

/** The hand-written additions the engine is built with (curated seeds, option lists, hooks). */
export const ENGINE_EXTENSIONS: EngineExtension[] = [dealerOptionsExtension, publicityExtension, alarmTargetsExtension];
