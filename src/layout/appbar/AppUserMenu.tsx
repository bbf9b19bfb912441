import type { ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { CHANGE_PASSWORD_PATH, DASHBOARD_PATH } from '../../../base/routes/paths';


interface UserMenuLinkProps {
    to: string;
    labelKey: string;
    icon: ReactNode;
}

/** One in-app link of the user menu; following it closes the menu. */
const UserMenuLink = ({ to, labelKey, icon }: UserMenuLinkProps) => {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    return (
        <MenuItem component={Link} to={to} onClick={() => userMenu?.onClose()}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{translate(labelKey)}</ListItemText>
        </MenuItem>
    );
};

/**
 * The user menu of the top bar (spec section 1): dashboard, change password and log out. Its button shows the
 * user's name, so the name is also its accessible name (a button read out as 'Profile' while showing a name fails
 * speech input users and WCAG 2.5.3).
 */
export const AppUserMenu = () => {
    const { identity } = useGetIdentity();
    return (
        <UserMenu label={identity?.fullName || 'ra.auth.user_menu'}>
            <UserMenuLink to={DASHBOARD_PATH} labelKey="oms.appbar.user_menu.dashboard" icon={<DashboardIcon fontSize="small" />} />
            <UserMenuLink to={CHANGE_PASSWORD_PATH} labelKey="oms.appbar.user_menu.change_password" icon={<LockResetIcon fontSize="small" />} />
            <Logout />
        </UserMenu>
    );
};
