import { Show } from 'react-admin';
import { KitShowLayout } from '../kit/KitShow';
import { RouteTitle } from '../kit/RouteTitle';
import { PushKit } from './PushKit';

/** /sms/appPush/view/{templateCode}: the push as sent, with what the sender counted (sent, delivered, opened). */
const PushViewPage = () => <PushKit>{record => <Show resource="app-pushes" id={record.id} title={<RouteTitle />}><KitShowLayout /></Show>}</PushKit>;

export default PushViewPage;
