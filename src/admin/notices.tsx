/**
 * What an edit page says when the server refuses: a load refused (another outlet's record for a manager, say) in
 * the server's words instead of a blank card, and a save refused as stale (409) with a way to reload.
 */
import { useEditContext } from 'react-admin';
import { Alert, Button, CardContent } from '@mui/material';
import { messageOf } from './api';

export function Refused() {
  const { error } = useEditContext();
  return (
    <CardContent>
      <Alert severity="error" role="alert">
        {messageOf(error)}
      </Alert>
    </CardContent>
  );
}

export function Conflict({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button color="inherit" onClick={onReload}>
          Reload
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
