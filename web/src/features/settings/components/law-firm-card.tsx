import { addressCompletenessError } from '@cegdok/engine';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import {
  useAcceptInvite,
  useAcceptJoinRequest,
  useCancelJoinRequest,
  useChangeRequests,
  useFirmUsers,
  useInviteToLawFirm,
  useLawFirm,
  useRequestToJoin,
  useRevokeInvite,
  useSaveLawFirm,
  type LawFirmData,
  type LawFirmUser,
} from '../../../api/lawfirm.ts';
import type { Subscription } from '../../../api/subscription.ts';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { MAIN_CONTENT_ID } from '../../../components/skip-link.tsx';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import { useLinkedFieldError } from '../../../lib/linked-field-error.ts';
import {
  needsGeneralAlert,
  refusalText,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { canInvite, lawFirmStatusLabel } from '../rules/law-firm-rules.ts';
import { EmailRequestModal } from './email-request-modal.tsx';

export const INVITE_FAILED =
  'Hiba történt a meghívás során. Kérjük, ellenőrizze, hogy a kolléga ezzel az e-mail-címmel regisztrált-e.';
export const JOIN_FAILED =
  'Hiba történt a csatlakozás során. Kérjük, ellenőrizze, hogy az iroda adminisztrátora ezzel az e-mail-címmel regisztrált-e.';
export const JOIN_NO_ADMIN =
  'Nem jött létre csatlakozási kérés: ezzel az e-mail-címmel nincs regisztrált iroda-adminisztrátor. Kérjük, ellenőrizze a címet, vagy kérje meg az iroda adminisztrátorát, hogy hívja meg Önt.';
const NAME_REQUIRED = 'Az iroda neve kötelező.';
const SEAT_REQUIRED = 'A székhely megadása kötelező.';

type FirmDataFormProps = { lawFirm: LawFirmData | null | undefined; isEditable: boolean; isNew: boolean };

function FirmDataForm({ lawFirm, isEditable, isNew }: FirmDataFormProps) {
  const save = useSaveLawFirm();
  const form = useForm({
    initialValues: { nev: '', szekhely: '' },
    validate: {
      nev: (value) => (value.trim() === '' ? NAME_REQUIRED : null),
      szekhely: (value) => (value.trim() === '' ? SEAT_REQUIRED : addressCompletenessError(value)),
    },
  });
  // A followed link's message (a registration's refusal, decision 083) at the field it names.
  const withLinkedError = useLinkedFieldError();
  const fieldOf = topLevelFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);
  const refusal = save.error ? sortServerErrors(save.error, fieldOf) : null;
  const { setInitialValues, setValues } = form;
  useEffect(() => {
    if (!lawFirm) return;
    const values = { nev: lawFirm.nev ?? '', szekhely: lawFirm.szekhely ?? '' };
    setInitialValues(values);
    setValues(values);
  }, [lawFirm, setInitialValues, setValues]);
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { nev: values.nev.trim(), szekhely: values.szekhely.trim() },
        {
          onSuccess: () => notifications.show({ color: 'green', message: 'Az iroda adatait elmentettük.' }),
          onError: serverErrors.onError,
        },
      ),
    focusFirstInvalidField,
  );
  return (
    <form ref={serverErrors.formRef} onSubmit={submit} noValidate aria-label="Az iroda adatai">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Iroda neve"
            withAsterisk
            readOnly={!isEditable}
            {...withLinkedError('nev', form.getInputProps('nev'))}
          />
          <TextInput
            label="Székhely"
            withAsterisk
            readOnly={!isEditable}
            {...withLinkedError('szekhely', form.getInputProps('szekhely'))}
          />
        </SimpleGrid>
        {refusal && needsGeneralAlert(refusal) && (
          <FailureAlert attempt={save.submittedAt}>A mentés nem sikerült: {refusalText(refusal)}</FailureAlert>
        )}
        {isEditable && (isNew || form.isDirty()) && (
          <Button type="submit" w="fit-content" loading={save.isPending}>
            {isNew ? 'Iroda létrehozása' : 'Mentés'}
          </Button>
        )}
      </Stack>
    </form>
  );
}

type ConfirmProps = {
  text: string | null;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A yes/no question before a change of membership that cannot be undone from this side. Confirmed, it takes its
 * opener away (the member's row, the Kilépés button): the focus goes to the main region then.
 */
function ConfirmModal({ text, confirmLabel, isPending, onConfirm, onClose }: ConfirmProps) {
  useFocusReturn(text !== null);
  return (
    <Modal opened={text !== null} onClose={onClose} title="Megerősítés">
      <Text mb="lg">{text}</Text>
      <Group justify="flex-end">
        {/* The safe choice has the focus first, not the close button, and as the dialog is shown (autoFocus), not in
            Mantine's focus-trap timer after it: a key pressed at once stays in the dialog. data-autofocus keeps the
            timer on the same button. */}
        <Button variant="default" onClick={onClose} autoFocus data-autofocus>
          Mégse
        </Button>
        <Button color="red" loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

/** A status badge in a phone's narrow column: in lower case and wrapped rather than cut off with an ellipsis. */
const PHONE_BADGE = {
  tt: 'none',
  h: 'auto',
  radius: 'sm',
  styles: { label: { whiteSpace: 'normal', overflow: 'visible' } },
} as const;

function FirmUsers({ isFirmAdmin }: { isFirmAdmin: boolean }) {
  const users = useFirmUsers();
  const revoke = useRevokeInvite();
  const accept = useAcceptJoinRequest();
  const [removing, setRemoving] = useState<LawFirmUser | null>(null);
  // At phone width the e-mail goes under the name and the action under the status: four columns do not fit.
  const isPhone = useIsPhone();
  const title = useRef<HTMLParagraphElement>(null);
  // A row's Visszavonás or Elfogadás goes when the row's status changes: the focus goes to the list's title instead
  // of the page's body.
  const isRowActionPending = useRef(false);
  useEffect(() => {
    const wasRowAction = isRowActionPending.current;
    isRowActionPending.current = false;
    if (wasRowAction && document.activeElement === document.body) title.current?.focus();
  }, [users.data]);
  const actOnRow = (action: typeof revoke.mutate, id: LawFirmUser['joinRequestId']) => {
    isRowActionPending.current = true;
    action(id, { onError: () => (isRowActionPending.current = false) });
  };
  /**
   * The firm admin's one action on a row, by its status; the admin's own row has none. Keyed by the action: a button
   * never turns into another one under the focus (Elfogadás into Eltávolítás).
   */
  function rowAction(user: LawFirmUser) {
    if (user.lawFirmUserStatus === 'INVITED')
      return (
        <Button
          key="revoke"
          size="compact-xs"
          variant="light"
          color="red"
          loading={revoke.isPending && revoke.variables === user.joinRequestId}
          onClick={() => actOnRow(revoke.mutate, user.joinRequestId)}
        >
          Visszavonás
        </Button>
      );
    if (user.lawFirmUserStatus === 'WANTS_TO_JOIN')
      return (
        <Button
          key="accept"
          size="compact-xs"
          variant="light"
          loading={accept.isPending && accept.variables === user.joinRequestId}
          onClick={() => actOnRow(accept.mutate, user.joinRequestId)}
        >
          Elfogadás
        </Button>
      );
    if (user.lawFirmUserStatus === 'JOINED')
      return (
        <Button key="remove" size="compact-xs" variant="light" color="red" onClick={() => setRemoving(user)}>
          Eltávolítás
        </Button>
      );
    return null;
  }
  const failure = revoke.error ?? accept.error;
  if (!users.data || users.data.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} ref={title} tabIndex={-1}>
        Az iroda felhasználói
      </Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      <Table striped aria-label="Az iroda felhasználói">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Név</Table.Th>
            {!isPhone && <Table.Th>E-mail</Table.Th>}
            <Table.Th>Státusz</Table.Th>
            {isFirmAdmin && !isPhone && <Table.Th>Műveletek</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.data.map((user) => {
            const action = isFirmAdmin && rowAction(user);
            return (
              <Table.Tr key={user.joinRequestId}>
                <Table.Td>
                  {user.userName}
                  {isPhone && user.email && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Text>
                  )}
                </Table.Td>
                {!isPhone && <Table.Td>{user.email ?? ''}</Table.Td>}
                <Table.Td>
                  <Badge
                    variant="light"
                    color={user.lawFirmUserStatus === 'WANTS_TO_JOIN' ? 'orange' : 'blue'}
                    {...(isPhone && PHONE_BADGE)}
                  >
                    {lawFirmStatusLabel(user.lawFirmUserStatus)}
                  </Badge>
                  {isPhone && action && <Box mt={6}>{action}</Box>}
                </Table.Td>
                {isFirmAdmin && !isPhone && <Table.Td>{action}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <ConfirmModal
        text={
          removing &&
          `Biztosan eltávolítja ${removing.userName} felhasználót az irodából? Ezután a saját előfizetését használja, az iroda csomagját nem.`
        }
        confirmLabel="Eltávolítás"
        isPending={revoke.isPending}
        onConfirm={() => removing && revoke.mutate(removing.joinRequestId, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** A JOINED member leaves the firm by cancelling their own membership row. */
function LeaveFirm({ lawFirm }: { lawFirm: LawFirmData }) {
  const leave = useCancelJoinRequest();
  const [isConfirming, setIsConfirming] = useState(false);
  const membershipId = lawFirm.joinRequestId;
  if (membershipId === undefined || membershipId === null) return null;
  return (
    <>
      {leave.error && (
        <Alert color="red" role="alert">
          {leave.error.message}
        </Alert>
      )}
      <Button variant="light" color="red" w="fit-content" onClick={() => setIsConfirming(true)}>
        Kilépés az irodából
      </Button>
      <ConfirmModal
        text={
          isConfirming
            ? `Biztosan kilép a(z) ${lawFirm.nev ?? ''} irodából? Ezután a saját előfizetését használja, az iroda csomagját nem.`
            : null
        }
        confirmLabel="Kilépés"
        isPending={leave.isPending}
        // Left, the member sees no firm and this question goes with the button: it closes by itself only on failure.
        onConfirm={() => leave.mutate(membershipId, { onError: () => setIsConfirming(false) })}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}

function ChangeRequests() {
  const requests = useChangeRequests();
  const accept = useAcceptInvite();
  const cancel = useCancelJoinRequest();
  const failure = accept.error ?? cancel.error;
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Függő kérések">
      <Text fw={600}>Függő meghívások és kérések</Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {requests.data.map((request) => (
        <Group key={request.requestId} justify="space-between">
          <Text size="sm">
            {request.type === 'INVITED'
              ? `Meghívás a(z) ${request.nameOfLawFirm} irodába`
              : `Csatlakozási kérés a(z) ${request.nameOfLawFirm} irodához`}
          </Text>
          {request.type === 'INVITED' ? (
            <Button
              size="compact-sm"
              loading={accept.isPending && accept.variables === request.requestId}
              onClick={() => accept.mutate(request.requestId)}
            >
              Meghívás elfogadása
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              loading={cancel.isPending && cancel.variables === request.requestId}
              onClick={() => cancel.mutate(request.requestId)}
            >
              Kérés visszavonása
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** The law-firm section of /tool/fiok: data, users with statuses, invitations and join requests. */
export function LawFirmCard({ subscription }: { subscription: Subscription | undefined }) {
  const lawFirm = useLawFirm();
  const invite = useInviteToLawFirm();
  const join = useRequestToJoin();
  const [popup, setPopup] = useState<'invite' | 'join' | null>(null);
  const [isJoinUnanswered, setIsJoinUnanswered] = useState(false);
  const hasFirm = Boolean(lawFirm.data?.nev);
  const isFirmAdmin = lawFirm.data?.lawFirmUserStatus === 'ADMIN';
  const isInviteEnabled = canInvite(subscription);
  const inviteButton = useRef<HTMLButtonElement>(null);
  const limitNote = useRef<HTMLParagraphElement>(null);
  // An invitation that fills the last seat disables its own opener, before or after its dialog closes: the focus goes
  // to the note saying so instead of the page's body.
  useFocusReturn(popup !== null, () => limitNote.current ?? document.getElementById(MAIN_CONTENT_ID));
  const wasInviteEnabled = useRef(isInviteEnabled);
  useEffect(() => {
    const isNowFull = wasInviteEnabled.current && !isInviteEnabled;
    wasInviteEnabled.current = isInviteEnabled;
    const focused = document.activeElement;
    if (isNowFull && (focused === inviteButton.current || focused === document.body)) limitNote.current?.focus();
  }, [isInviteEnabled]);

  function close() {
    setPopup(null);
    setIsJoinUnanswered(false);
    invite.reset();
    join.reset();
  }

  // The server answers an unknown address as it answers a registered one (no account enumeration): only the
  // returned requests tell whether a request to join was made.
  function askToJoin(email: string, onError: (error: Error) => void) {
    setIsJoinUnanswered(false);
    join.mutate(email, {
      onSuccess: (requests) =>
        requests.some((request) => request.type === 'WANTS_TO_JOIN') ? close() : setIsJoinUnanswered(true),
      onError,
    });
  }

  return (
    <Card withBorder padding="lg" aria-label="Ügyvédi iroda">
      <Title order={2} size="h4" mb="md">
        Ügyvédi iroda
      </Title>
      <Stack>
        <FirmDataForm lawFirm={lawFirm.data} isEditable={!hasFirm || isFirmAdmin} isNew={!hasFirm} />
        {hasFirm && <FirmUsers isFirmAdmin={isFirmAdmin} />}
        {lawFirm.data && lawFirm.data.lawFirmUserStatus === 'JOINED' && <LeaveFirm lawFirm={lawFirm.data} />}
        <ChangeRequests />
        <Group>
          {isFirmAdmin && (
            <Button ref={inviteButton} variant="light" disabled={!isInviteEnabled} onClick={() => setPopup('invite')}>
              Felhasználó meghívása
            </Button>
          )}
          {!hasFirm && (
            <Button variant="light" onClick={() => setPopup('join')}>
              Csatlakozás irodához
            </Button>
          )}
        </Group>
        {isFirmAdmin && !isInviteEnabled && (
          <Text size="sm" c="dimmed" ref={limitNote} tabIndex={-1}>
            Az iroda elérte a csomagjában engedélyezett felhasználószámot.
          </Text>
        )}
      </Stack>
      <EmailRequestModal
        opened={popup === 'invite'}
        title="Felhasználó meghívása"
        description="Adja meg a meghívandó kolléga regisztrált e-mail-címét. A meghívást a kolléga a saját Fiók oldalán fogadhatja el."
        submitLabel="Meghívás"
        failureText={INVITE_FAILED}
        failure={invite.error}
        isPending={invite.isPending}
        onSubmit={(email, onError) => invite.mutate(email, { onSuccess: close, onError })}
        onClose={close}
      />
      <EmailRequestModal
        opened={popup === 'join'}
        title="Csatlakozás irodához"
        description="Adja meg az iroda adminisztrátorának regisztrált e-mail-címét. A kérést az adminisztrátor fogadja el."
        submitLabel="Kérés elküldése"
        failureText={JOIN_FAILED}
        failure={join.error}
        notice={isJoinUnanswered ? JOIN_NO_ADMIN : null}
        isPending={join.isPending}
        onSubmit={askToJoin}
        onClose={close}
      />
    </Card>
  );
}
