/**
 * The app version, from package.json and nowhere else: the navigation's version link and the
 * error reports' release read it here. (Vite imports only this field of the file.)
 */
export { version as APP_VERSION } from '../../package.json';
