import type { Finding } from '@cegdok/engine';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkedFieldErrorState } from '../../../lib/linked-field-error.ts';
import { legalErrorTarget, type LegalErrorTarget } from '../rules/legal-error-target.ts';

export const LEGAL_ERRORS_TITLE = 'Jogszabályba ütköző hibák – a dokumentumok a javításukig nem hozhatók létre';

type Props = {
  errors: Finding[];
  companyId: string | number;
  /** Opens a step of the wizard (law firm, dating). */
  onOpenStep: (step: number) => void;
};

/**
 * A finding's link: to the company editor's field, which shows `message` there whether its own rules find the error
 * or not (decision 078), or a wizard step (law firm, dating).
 */
export function TargetLink({
  target,
  message,
  onOpenStep,
  describedBy,
}: {
  target: LegalErrorTarget;
  message: string;
  onOpenStep: (step: number) => void;
  describedBy?: string;
}) {
  return 'href' in target ? (
    <Anchor
      component={Link}
      to={target.href}
      state={linkedFieldErrorState(message)}
      size="sm"
      aria-describedby={describedBy}
    >
      {target.label}
    </Anchor>
  ) : (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-describedby={describedBy}
      onClick={() => onOpenStep(target.step)}
    >
      {target.label}
    </Anchor>
  );
}

/** The legal errors of the request on the summary step, each with a link to the field where it is fixed. */
export function LegalErrorList({ errors, companyId, onOpenStep }: Props) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" title={LEGAL_ERRORS_TITLE} role="alert">
      <List size="sm" spacing="xs">
        {errors.map((error) => {
          const target = legalErrorTarget(error.path, companyId);
          return (
            <List.Item key={`${error.code}-${error.path ?? ''}`}>
              <Stack gap={2}>
                <Text size="sm">{error.message}</Text>
                {target && <TargetLink target={target} message={error.message} onOpenStep={onOpenStep} />}
              </Stack>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
