/**
 * The edit form of a versioned record (issue 46's banners, pages, upcoming outlets; as the outlets' form does it): a
 * pessimistic save that sends the version it was read at, and when someone saved in between, the server's 409 message
 * with a way to reload.
 */
import { useState, type ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar, useEditContext, type SimpleFormProps } from 'react-admin';
import { messageOf, statusOf } from './api';
import { Conflict } from './notices';

export function VersionedForm({ children, maxWidth = 960, validate }: { children: ReactNode; maxWidth?: number; validate?: SimpleFormProps['validate'] }) {
  const { refetch } = useEditContext();
  const [conflict, setConflict] = useState<string | null>(null);
  return (
    <SimpleForm
      toolbar={
        <Toolbar sx={{ bgcolor: 'transparent', borderTop: '1px solid', borderColor: 'divider' }}>
          <SaveButton
            type="button"
            mutationOptions={{
              onError: (error: unknown) => {
                if (statusOf(error) === 409) setConflict(messageOf(error));
              },
            }}
          />
        </Toolbar>
      }
      sx={{ maxWidth }}
      validate={validate}
    >
      {conflict && (
        <Conflict
          message={conflict}
          onReload={() => {
            setConflict(null);
            void refetch();
          }}
        />
      )}
      {children}
    </SimpleForm>
  );
}
