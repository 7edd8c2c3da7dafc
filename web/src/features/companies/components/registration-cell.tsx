import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ListedCompany } from '../../../api/companies.ts';
import { paths } from '../../../config/paths.ts';
import { formatRegistrationNumber } from '../rules/registration-form-values.ts';
import classes from './registration-cell.module.css';

const wrapping = { root: classes.wrappingButton, label: classes.wrappingLabel };
const wrappingBadge = { root: classes.wrappingBadge, label: classes.wrappingLabel };

type Props = { company: ListedCompany; onRegister: () => void; onShowVersions: () => void };

/**
 * The company's place in the register: "bejegyzés alatt" with "Bejegyzés rögzítése", or its Cg. number with its
 * amendment, its versions and "Változásbejegyzés rögzítése" (an amendment registered: its state becomes the base).
 */
export function RegistrationCell({ company, onRegister, onShowVersions }: Props) {
  if (!company.bejegyzes)
    return (
      <Stack gap={4} align="flex-start">
        <Badge color="gray" variant="light" classNames={wrappingBadge}>
          Bejegyzés alatt
        </Badge>
        <Button
          size="compact-sm"
          variant="light"
          classNames={wrapping}
          onClick={onRegister}
          aria-label={`Bejegyzés rögzítése: ${company.nev}`}
        >
          Bejegyzés rögzítése
        </Button>
      </Stack>
    );
  return (
    <Stack gap={4} align="flex-start" data-registration-of={company.id}>
      <Text size="sm" fw={600}>
        {formatRegistrationNumber(company.bejegyzes.cegjegyzekszam)}
      </Text>
      <Group gap="xs">
        <Button
          size="compact-sm"
          component={Link}
          to={paths.tool.amendment(company.id)}
          aria-label={`Módosítás: ${company.nev}`}
        >
          Módosítás
        </Button>
        <Button size="compact-sm" variant="default" onClick={onShowVersions} aria-label={`Verziók: ${company.nev}`}>
          Verziók
        </Button>
      </Group>
      <Button
        size="compact-sm"
        variant="subtle"
        classNames={wrapping}
        onClick={onRegister}
        aria-label={`Változásbejegyzés rögzítése: ${company.nev}`}
      >
        Változásbejegyzés rögzítése
      </Button>
    </Stack>
  );
}
