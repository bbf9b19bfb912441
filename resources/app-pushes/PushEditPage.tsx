import { Edit } from 'react-admin';
import { KitForm } from '../kit/KitForm';
import { RouteTitle } from '../kit/RouteTitle';
import { PushKit } from './PushKit';

/** /sms/appPush/edit/{templateCode}: the push's form (the kit's, with its one validator); saving goes back to the list. */
const PushEditPage = () => (
    <PushKit>
        {record => (
            <Edit resource="app-pushes" id={record.id} title={<RouteTitle />} mutationMode="pessimistic" redirect={() => '/sms/appPush'} redirectOnError={false}>
                <KitForm />
            </Edit>
        )}
    </PushKit>
);

export default PushEditPage;
