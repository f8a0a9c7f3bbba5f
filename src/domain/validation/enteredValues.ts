/**
 * Where the form kit puts the values as the person entered them, in a yup schema's context.
 * formik hands a schema a copy whose '' are undefined; a rule shared with the simulator (which
 * judges what it is sent) must see the '' itself, so rulesSchema and allOf read the values from
 * here. Outside formik (the wizard, a test, the simulator) the value validated is the entered
 * one already. A module of its own: the kit imports the key without yup.
 */
export const ENTERED_VALUES = 'enteredValues';
