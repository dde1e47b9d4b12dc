// Create a location: the shared inputs; back to the list with a notification on success; server field
// errors land on their inputs.
import { Create, SimpleForm } from 'react-admin';
import { LocationInputs } from './LocationInputs.tsx';

export function LocationCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <LocationInputs />
      </SimpleForm>
    </Create>
  );
}
