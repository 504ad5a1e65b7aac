import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  StaffMeDocument,
  StaffTwoFactorDisableDocument,
  StaffTwoFactorDocument,
  StaffTwoFactorSetupConfirmDocument,
  StaffTwoFactorSetupDocument,
} from '../../../gql/admin';
import { adminTwoFactor as t } from '../../../i18n/admin-two-factor';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import { TwoFactorSection } from './TwoFactorSection';

const ATELIER = { email: 'ann@lumina.test', name: 'Ann', role: 'ATELIER' as const, can: ['Query.staffTwoFactor', 'Mutation.staffTwoFactorDisable'] };
const BEHEER = { ...ATELIER, email: 'bea@lumina.test', name: 'Bea', role: 'BEHEER' as const };

describe('TwoFactorSection (on /admin/wachtwoord)', () => {
  it('lets a member without it set it up here: QR code, a first code, the recovery codes, then on', async () => {
    let enabled = false;
    server.use(
      answer(StaffTwoFactorDocument, () => ({ staffTwoFactor: { enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 } })),
      answer(StaffTwoFactorSetupDocument, () => ({ staffTwoFactorSetup: { setup: { secret: 'ABCDEFGHABCDEFGH', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }, userErrors: [] } })),
      answer(StaffTwoFactorSetupConfirmDocument, () => {
        enabled = true;
        return { staffTwoFactorSetupConfirm: { staff: ATELIER, recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'], userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<TwoFactorSection />, { staff: ATELIER });
    expect(await screen.findByText(t.account.off)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.account.start }));
    expect(await screen.findByText(t.setup.introOptional)).toBeTruthy();
    await screen.findByRole('img', { name: t.setup.qrAlt });
    await user.type(screen.getByLabelText(t.code.label), '123456');
    await user.click(screen.getByRole('button', { name: t.setup.submit }));
    const codes = await screen.findByRole('list', { name: t.recovery.listLabel });
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
    await user.click(screen.getByRole('button', { name: t.recovery.continue }));
    expect(await screen.findByText(t.account.done)).toBeTruthy();
    expect(await screen.findByText(t.account.on)).toBeTruthy();
    expect(screen.getByText(t.account.recoveryLeft(10))).toBeTruthy();
  });

  it('switches it off with a current code; the server\'s refusal under the field first', async () => {
    const sent: string[] = [];
    let enabled = true;
    server.use(
      answer(StaffTwoFactorDocument, () => ({ staffTwoFactor: { enabled, required: false, recoveryCodesLeft: 7 } })),
      answer(StaffTwoFactorDisableDocument, ({ input }) => {
        sent.push(input.code);
        if (input.code !== '222222') return { staffTwoFactorDisable: { signedOut: false, userErrors: [{ code: 'INVALID_CODE', field: ['input', 'code'], message: 'Deze code klopt niet.' }] } };
        enabled = false;
        return { staffTwoFactorDisable: { signedOut: false, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<TwoFactorSection />, { staff: ATELIER });
    expect(await screen.findByText(t.account.recoveryLeft(7))).toBeTruthy();
    expect(screen.getByText(t.account.disableIntro)).toBeTruthy();
    const code = screen.getByLabelText(t.code.label);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: t.account.disableSubmit }));
    expect(await screen.findByText('Deze code klopt niet.')).toBeTruthy();
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: t.account.disableSubmit }));
    expect(await screen.findByText(t.account.disabled)).toBeTruthy();
    expect(await screen.findByText(t.account.off)).toBeTruthy();
    expect(sent).toEqual(['111111', '222222']);
  });

  it('tells beheer it is required, and signs them out when they switch it off (a new phone)', async () => {
    server.use(
      answer(StaffTwoFactorDocument, () => ({ staffTwoFactor: { enabled: true, required: true, recoveryCodesLeft: 10 } })),
      answer(StaffTwoFactorDisableDocument, () => ({ staffTwoFactorDisable: { signedOut: true, userErrors: [] } })),
    );
    const { user, client } = renderScreen(<TwoFactorSection />, { staff: BEHEER });
    expect(await screen.findByText(t.account.disableRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(t.code.label), '333333');
    await user.click(screen.getByRole('button', { name: t.account.disableSubmit }));
    // The frame's guard reads nobody signed in, and sends them to the sign-in.
    await waitFor(() => expect(client.readQuery({ query: StaffMeDocument })).toEqual({ staffMe: null }));
  });
});
