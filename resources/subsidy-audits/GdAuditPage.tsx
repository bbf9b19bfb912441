import { AuditFormPage } from './AuditFormPage';

/** The Guangdong claim form: `/gov-subsidy/audit/gd/{audit|view}/:id`. */
const GdAuditPage = () => <AuditFormPage form="gd" />;
export default GdAuditPage;
