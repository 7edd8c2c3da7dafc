import { Stepper, Text } from '@mantine/core';
import { canSelectStep, STEP_TITLES } from '../rules/wizard-rules.ts';

/** The five visible steps on large screens (headers go back only); a step counter on small ones. */
export function WizardStepper({ step, onBack }: { step: number; onBack: (step: number) => void }) {
  return (
    <>
      <Stepper
        active={step}
        onStepClick={(target) => canSelectStep(target, step) && onBack(target)}
        visibleFrom="md"
        size="sm"
      >
        {STEP_TITLES.map((title, index) => (
          <Stepper.Step key={title} label={title} allowStepSelect={canSelectStep(index, step)} />
        ))}
      </Stepper>
      <Text hiddenFrom="md" c="dimmed" size="sm">
        {step + 1}. lépés / {STEP_TITLES.length}: {STEP_TITLES[step]}
      </Text>
    </>
  );
}
