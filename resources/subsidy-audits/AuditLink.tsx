import { memo } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { GrantedOnly } from '../../ui';
import { codeOfPath } from '../kit/KitContext';
import { AUDIT_FORMS, type AuditForm } from '../subsidy-common/model';
import { actionsFrom, auditPath } from './model';

/** Each form's screen code (showBtn): the button shows only to users granted that province's form. */
const CODE_OF_FORM = Object.fromEntries(AUDIT_FORMS.map(form => [form, codeOfPath(auditPath(form, 'view', 1))])) as Record<AuditForm, string>;

/**
 * A claim's way to its province's form: Audit while the audit table offers an action, else View. A link (it
 * navigates), which does not open the row.
 */
export const AuditLink = memo(function AuditLink() {
    const record = useRecordContext();
    if (!record) return null;
    const form = (AUDIT_FORMS as readonly string[]).includes(String(record.auditForm)) ? (record.auditForm as AuditForm) : 'other';
    const audit = actionsFrom(record.auditStatus).length > 0;
    return (
        <GrantedOnly code={CODE_OF_FORM[form]}>
            <Button
                component={Link}
                to={auditPath(form, audit ? 'audit' : 'view', record.id)}
                label={audit ? 'resources.subsidy-audits.page.audit' : 'resources.subsidy-audits.page.view'}
                onClick={event => event.stopPropagation()}
            >
                {audit ? <FactCheckIcon /> : <VisibilityIcon />}
            </Button>
        </GrantedOnly>
    );
});
