import { describe, expect, it } from 'vitest';
import { multipartFile, pngOfSize } from '../helpers/multipart.js';
import type { TestApp } from '../helpers/test-app.js';
import { type ProfileClient, userRow, withProfileApp } from './profile-client.js';

let t: TestApp;
let api: ProfileClient;
let admin: string;
let zhou: string;
withProfileApp((app) => ({ t, api, admin, zhou } = app));

async function upload(type: string, token: string, content = pngOfSize(2048)): Promise<string> {
  const { payload, headers } = multipartFile('me.png', content, 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/file/Uploader/${type}`,
    payload,
    headers: { ...headers, authorization: token },
  });
  return res.json().data.fileId;
}

describe('PUT /api/permission/Users/Current/Avatar/{name}', () => {
  it('wears an uploaded userAvatar image; CurrentUser shows it at once and the image is served', async () => {
    const before = (await api.currentUser(zhou)).json().data.userInfo;
    // without a picture of their own, a user wears the default one (issue 15 item 3)
    expect(before.headIcon).toBe('/default-avatar.svg');
    const name = await upload('userAvatar', zhou);

    const res = await api.put(`/Avatar/${name}`, zhou);
    expect(res.json()).toMatchObject({ code: 200, data: { headIcon: `/api/file/Image/userAvatar/${name}` } });
    expect((await api.currentUser(zhou)).json().data.userInfo.headIcon).toBe(
      `/api/file/Image/userAvatar/${name}`,
    );
    expect((await api.get('/BaseInfo', zhou)).json().data.headIcon).toBe(
      `/api/file/Image/userAvatar/${name}`,
    );
    const image = await t.app.inject({ method: 'GET', url: `/api/file/Image/userAvatar/${name}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('changes again within the same millisecond and CurrentUser still follows', async () => {
    const first = await upload('userAvatar', zhou);
    const second = await upload('userAvatar', zhou);
    await api.put(`/Avatar/${first}`, zhou);
    expect((await api.currentUser(zhou)).json().data.userInfo.headIcon).toContain(first);
    await api.put(`/Avatar/${second}`, zhou);
    expect((await api.currentUser(zhou)).json().data.userInfo.headIcon).toContain(second);
  });

  it.each([
    ['a well-formed name never uploaded', () => '20240101_0123456789abcdef0123456789abcdef.png'],
    ['a traversal name', () => '..%2F..%2Fapp.db'],
    ['an image uploaded as a chat image, not an avatar', () => upload('IM', zhou)],
    ["another user's avatar upload", () => upload('userAvatar', admin)],
  ])('refuses %s and keeps the avatar', async (_, nameOf) => {
    const name = await nameOf();
    const before = await userRow(t, 'zhouqiang');
    const res = await api.put(`/Avatar/${name}`, zhou);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('头像图片不存在，请重新上传');
    expect(await userRow(t, 'zhouqiang')).toEqual(before);
  });

  it("leaves other users' avatars alone", async () => {
    const name = await upload('userAvatar', admin);
    await api.put(`/Avatar/${name}`, admin);
    expect((await api.currentUser(admin)).json().data.userInfo.headIcon).toContain(name);
    expect((await api.currentUser(zhou)).json().data.userInfo.headIcon).not.toContain(name);
  });
});
