import { createContext, useContext } from 'react';
import type { FormSchema, FormStep } from '../../../schemas/meta/generated/area';

/** What the step panes of a step form share: the steps, the current one and the form schema (for the summary). */
export interface StepContextValue {
  steps: FormStep[];
  current: number;
  /** The furthest step reached so far: its pane and those before it are mounted, later ones not yet. */
  reached: number;
  formSchema: FormSchema;
}

export const StepContext = createContext<StepContextValue | null>(null);

export function useStepContext(): StepContextValue | null {
  return useContext(StepContext);
}
