import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { wizardDriver, type WizardDriver } from './wizardDriver';

/** An address as the Address step of a partner or organisation form asks for it. */
export interface AddressFields {
  addressLine1: string;
  addressLine2?: string;
  suburb: string;
  state: string;
  postcode: string;
  /** Picked from the Country select; the form's own choice stands when absent. */
  country?: string;
}

/** The fields a supplier or customer form opens with, and the type it is given. */
export interface ContactFields {
  name: string;
  company: string;
  email: string;
  phone?: string;
  supplies?: string;
  /** The type select's label and the option picked, e.g. ['Supplier type', 'Manufacturer']. */
  type: [label: string, option: string];
}

/** Fills the address fields in the order a person meets them; absent optional fields stay as they are. */
export async function enterAddress(form: WizardDriver, address: AddressFields) {
  await form.enter('Address line 1', address.addressLine1);
  if (address.addressLine2 !== undefined) await form.enter('Address line 2', address.addressLine2);
  await form.enter('Suburb', address.suburb);
  await form.enter('State', address.state);
  await form.enter('Postcode', address.postcode);
  if (address.country !== undefined) await form.choose('Country', address.country);
}

/** Fills a supplier's or customer's contact fields, then picks its type. */
export async function enterContact(form: WizardDriver, contact: ContactFields) {
  await form.enter('Name', contact.name);
  await form.enter('Company', contact.company);
  await form.enter('Email', contact.email);
  if (contact.phone !== undefined) await form.enter('Phone', contact.phone);
  if (contact.supplies !== undefined) await form.enter('Supplies', contact.supplies);
  await form.choose(...contact.type);
}

/** A supplier a test adds: every contact field filled, so each can be checked where it lands. */
export const NEW_SUPPLIER: ContactFields = {
  name: 'Mia Chen',
  company: 'Bean Brothers',
  email: 'mia@beanbrothers.com.au',
  phone: '+61 412 345 678',
  supplies: 'Coffee beans',
  type: ['Supplier type', 'Manufacturer'],
};

/** Moves on from the step before (Next), waits for the Address step, and fills it. */
export async function enterAddressStep(form: WizardDriver, address: AddressFields) {
  await form.next();
  await form.expectStep('Address');
  await enterAddress(form, address);
}

/**
 * Adds a supplier or customer from an order wizard's "Add a new …" button: fills the dialog's
 * contact and address and saves it. The caller checks what the wizard and the simulator show.
 */
export async function addPartnerInline(
  user: UserEvent,
  noun: 'supplier' | 'customer',
  partner: { contact: ContactFields; address: AddressFields },
) {
  await user.click(screen.getByRole('button', { name: `Add a new ${noun}` }));
  const dialog = wizardDriver(user, `Add a ${noun}`);
  await enterContact(dialog, partner.contact);
  await enterAddress(dialog, partner.address);
  await user.click(screen.getByRole('button', { name: `Save ${noun}` }));
}
