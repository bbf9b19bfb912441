import { Edit } from 'react-admin';
import { KitForm } from '../kit/KitForm';
import { RouteTitle } from '../kit/RouteTitle';
import { PushKit } from './PushKit';
import { PUSH_INPUTS } from './pushInputs';

/** /sms/appPush/edit/{templateCode}: the push's form (the kit's, with its one validator and the redirect block); saving goes back to the list. */
const PushEditPage = () => (
    <PushKit>
        {record => (
            <Edit resource="app-pushes" id={record.id} title={<RouteTitle />} mutationMode="pessimistic" redirect={() => '/sms/appPush'} redirectOnError={false}>
                <KitForm inputs={PUSH_INPUTS} />
            </Edit>
        )}
    </PushKit>
);

export default PushEditPage;
