/**
 * Query parameters whose values are credentials: a token handed over in a link (SPEC §2.3 /home?token=,
 * /jump?token=), or a password a careless client put in a URL. Matched by name, in any letter case.
 */
const SECRET_PARAMS = /^(token|access_token|refresh_token|password)$/i;

// One query parameter: its name up to '=' (or the end of the pair), then its value up to the next '&' or '#'.
const PAIR = /([?&])([^=&#]*)(=[^&#]*)?/g;

/**
 * A URL as it may be written to a log: the values of credential parameters are replaced by `***`, the rest
 * is kept byte for byte (decision 052). The name is matched after percent-decoding, so `%74oken=` is caught too.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const hash = url.indexOf('#', query);
  const end = hash < 0 ? url.length : hash;
  const redacted = url
    .slice(query, end)
    .replace(PAIR, (pair, sep: string, name: string, value: string | undefined) =>
      value !== undefined && SECRET_PARAMS.test(decodedName(name)) ? `${sep}${name}=***` : pair,
    );
  return url.slice(0, query) + redacted + url.slice(end);
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim();
  } catch {
    return name;
  }
}
