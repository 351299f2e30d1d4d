/**
 * The fields of one step of a step form. A pane mounts when its step is first reached and then stays mounted
 * (values, reactions and validation of every step reached live on), only the current one shows; a summary step
 * shows what will be submitted above its own fields.
 */
import type { ReactNode } from 'react';
import { StepSummary } from './StepSummary';
import { useStepContext } from './stepContext';

export function FormStepPane({ index, children }: { index: number; children?: ReactNode }) {
  const steps = useStepContext();
  const step = steps?.steps[index];
  const shown = !steps || steps.current === index;
  if (steps && index > steps.reached) return null;
  return (
    <div className="renderer-form-step" data-step={index} hidden={!shown} style={shown ? undefined : { display: 'none' }}>
      {step?.summary && steps && shown ? <StepSummary steps={steps.steps.slice(0, index)} formSchema={steps.formSchema} /> : null}
      {children}
    </div>
  );
}
