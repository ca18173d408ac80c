/**
 * The product's name and version, once (issue 15 item 8): the seeded system name and version of 系统配置,
 * the login page and the about dialog read them here. Every package.json carries the same version
 * (product.test.ts); a release changes it here and there together.
 */
export const PRODUCT_NAME = '华夏数智 低代码开发平台';
export const PRODUCT_VERSION = '0.1.0';
