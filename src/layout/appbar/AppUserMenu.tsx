import type { ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { CHANGE_PASSWORD_PATH, DASHBOARD_PATH } from '../../routes/paths';


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

/** The user menu of the top bar (spec section 1): dashboard, change password and log out. */
export const AppUserMenu = () => (
    <UserMenu>
        <UserMenuLink to={DASHBOARD_PATH} labelKey="oms.appbar.user_menu.dashboard" icon={<DashboardIcon fontSize="small" />} />
        <UserMenuLink to={CHANGE_PASSWORD_PATH} labelKey="oms.appbar.user_menu.change_password" icon={<LockResetIcon fontSize="small" />} />
        <Logout />
    </UserMenu>
);
