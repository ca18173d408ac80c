/** The viewer of 外链 menus (basic/externalLink): its texts; the en and zhtw files beside this one carry the same keys. */
const zhExternalLink = {
  externalLink: {
    invalid: '链接地址无效，无法打开',
  },
};

export default zhExternalLink;
