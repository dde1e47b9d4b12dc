// The unsaved-changes bar inside a react-admin form: shown while the form differs from the record, Save goes
// through the form's own save (its transform, validation and the server's field errors), Discard puts the
// record's values back. The server's refusal of a save shows in the bar until the next save or discard.
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNotify, useSaveContext } from 'react-admin';
import { UnsavedChangesBar } from './UnsavedChangesBar.tsx';

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'The changes could not be saved.';
}

export function FormUnsavedChangesBar() {
  const { handleSubmit, reset } = useFormContext();
  const { isDirty, isSubmitting } = useFormState();
  const { save, saving } = useSaveContext();
  const notify = useNotify();
  const [problems, setProblems] = useState<string[]>([]);

  const onSave = handleSubmit(async (values) => {
    if (!save) return;
    setProblems([]);
    try {
      // react-admin's save resolves with the server's field errors (pessimistic edits) or throws.
      const errors = await save(values, {
        onError: (error: unknown) => {
          setProblems([messageOf(error)]);
          notify(messageOf(error), { type: 'error' });
        },
      });
      if (errors && typeof errors === 'object' && Object.keys(errors).length) {
        setProblems(Object.entries(errors).map(([field, message]) => `${field}: ${String(message)}`));
      }
    } catch (error) {
      setProblems([messageOf(error)]);
    }
  });

  return (
    <UnsavedChangesBar
      dirty={isDirty}
      saving={Boolean(saving) || isSubmitting}
      problems={problems}
      onSave={() => void onSave()}
      onDiscard={() => {
        reset();
        setProblems([]);
      }}
    />
  );
}
