/** The app version, shown in the navigation; a test keeps it equal to package.json's. */
export const APP_VERSION = '4.4.6';
