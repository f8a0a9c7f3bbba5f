import LoadingOutlined from '@ant-design/icons/LoadingOutlined';

/**
 * The spinner every button shows while busy: decoration only (`aria-busy` says the button is
 * busy), so it adds nothing to the button's name. antd's default spinner is an icon labelled
 * 'loading' that lingers through its exit motion, so a button that has finished would still be
 * announced as 'loading Save'; an icon given through the config is dropped the moment loading
 * ends. Providers gives it to every antd Button of the app; LoadingButton brings its own.
 * A module of its own so the providers need not load antd's Button.
 */
export const BUTTON_SPINNER = <LoadingOutlined aria-hidden="true" />;
