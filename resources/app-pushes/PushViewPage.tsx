import { Show } from 'react-admin';
import { KitShowLayout } from '../kit/KitShow';
import { RouteTitle } from '../kit/RouteTitle';
import { redirectShowFields } from '../kit/redirect/RedirectField';
import { PushKit } from './PushKit';
import { LINK_PREFIX } from './rules';

const FIELDS = redirectShowFields(LINK_PREFIX);

/** /sms/appPush/view/{templateCode}: the push as sent, where a tap leads, and what the sender counted (sent, delivered, opened). */
const PushViewPage = () => (
    <PushKit>
        {record => (
            <Show resource="app-pushes" id={record.id} title={<RouteTitle />}>
                <KitShowLayout fields={FIELDS} />
            </Show>
        )}
    </PushKit>
);

export default PushViewPage;
