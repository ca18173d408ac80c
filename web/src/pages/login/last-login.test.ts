import type { UserInfo } from '@app/common';
import { formatDate } from '@app/common';
import { describe, expect, it } from 'vitest';
import { lastLoginNotice } from './last-login';

const user = {
  userId: '1',
  userAccount: 'admin',
  userName: '管理员',
  headIcon: null,
  organizeId: null,
  organizeName: null,
  organizeIdTree: [],
  managerId: null,
  positionIds: [],
  roleIds: [],
  isAdministrator: true,
  portalId: null,
  language: null,
  theme: null,
  loginTime: null,
  loginIPAddress: null,
  loginIPAddressName: null,
  prevLogin: 1,
  prevLoginTime: 1_700_000_000_000,
  prevLoginIPAddress: '10.0.0.8',
  prevLoginIPAddressName: '内网IP',
} satisfies UserInfo;

describe('lastLoginNotice', () => {
  it('announces the previous login time (yyyy-MM-dd HH:mm), IP and place', () => {
    expect(lastLoginNotice(user)).toEqual({
      time: formatDate(1_700_000_000_000, 'yyyy-MM-dd HH:mm'),
      ip: '10.0.0.8',
      place: '内网IP',
    });
  });

  it('stays silent when the switch is off or there was no previous login', () => {
    expect(lastLoginNotice({ ...user, prevLogin: 0 })).toBeNull();
    expect(lastLoginNotice({ ...user, prevLoginTime: null })).toBeNull();
    expect(lastLoginNotice(null)).toBeNull();
  });
});
