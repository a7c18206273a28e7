/**
 * Who is still to join (owners only, as the staff screen): invitations neither used nor expired, with their role, who
 * sent them and when their link stops working; withdrawing one makes its link stop working at once.
 */
import { useState } from 'react';
import { Confirm, useDelete, useGetList, useNotify } from 'react-admin';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PendingInvitation } from '../api/contract';
import { dateTimeText } from './dateTime';

export function PendingInvitations() {
  const { data = [], isPending } = useGetList<PendingInvitation>('invitations', { pagination: { page: 1, perPage: 100 }, sort: { field: 'expiresAt', order: 'ASC' } });
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);
  const [remove, { isPending: removing }] = useDelete<PendingInvitation>();
  const notify = useNotify();
  if (isPending || data.length === 0) return null;

  const withdraw = (invitation: PendingInvitation) =>
    remove(
      'invitations',
      { id: invitation.id, previousData: invitation },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`The invitation for ${invitation.email} no longer works`, { type: 'success' }),
        onError: (error) => notify(error instanceof Error ? error.message : 'The invitation was not withdrawn', { type: 'error' }),
        onSettled: () => setWithdrawing(null),
      },
    );

  return (
    <Card component="section" aria-labelledby="pending-invitations" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="pending-invitations" variant="h6" component="h2" gutterBottom>
          Invited, not joined yet
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>E-mail</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Invited by</TableCell>
              <TableCell>Link works until</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((invitation) => (
              <TableRow key={invitation.id}>
                <TableCell>{invitation.email}</TableCell>
                <TableCell>{invitation.role}</TableCell>
                <TableCell>{invitation.invitedBy ?? 'The command line'}</TableCell>
                <TableCell>{dateTimeText(invitation.expiresAt)}</TableCell>
                <TableCell align="right">
                  <Button color="error" onClick={() => setWithdrawing(invitation)} aria-label={`Withdraw the invitation for ${invitation.email}`}>
                    Withdraw
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <Confirm
        isOpen={withdrawing !== null}
        loading={removing}
        title={`Withdraw the invitation for ${withdrawing?.email ?? ''}?`}
        content="Its link stops working at once. You can invite them again later."
        confirm="Withdraw"
        onConfirm={() => withdrawing && withdraw(withdrawing)}
        onClose={() => setWithdrawing(null)}
      />
    </Card>
  );
}
