// Edit a location. Pessimistic: the server's answer (and its field errors) comes before the notification
// and the redirect, and Delete asks for confirmation.
import { Edit, SimpleForm } from 'react-admin';
import { LocationInputs } from './LocationInputs.tsx';

export function LocationEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <LocationInputs />
      </SimpleForm>
    </Edit>
  );
}
