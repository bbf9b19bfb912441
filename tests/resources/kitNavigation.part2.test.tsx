import { describeKitNavigation } from '../support/kitNavigation';

/** Part 2 of three of react-admin's navigation of every resource (tests/support/kitNavigation.tsx). */
describeKitNavigation(2, 3);
