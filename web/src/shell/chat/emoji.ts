/**
 * The chat's emoji table (SPEC §9: about 120 entries with bracketed Chinese codes). The code is what is
 * typed, stored and sent; the browser shows it as a Unicode emoji, so no image is fetched and the text
 * stays plain text (never HTML). The codes follow the classic chat-face names users already know.
 */
export const EMOJI: readonly (readonly [code: string, char: string])[] = [
  ['[微笑]', '🙂'],
  ['[撇嘴]', '😒'],
  ['[色]', '😍'],
  ['[发呆]', '😳'],
  ['[得意]', '😎'],
  ['[流泪]', '😢'],
  ['[害羞]', '☺️'],
  ['[闭嘴]', '🤐'],
  ['[睡]', '😴'],
  ['[大哭]', '😭'],
  ['[尴尬]', '😅'],
  ['[发怒]', '😠'],
  ['[调皮]', '😜'],
  ['[呲牙]', '😁'],
  ['[惊讶]', '😮'],
  ['[难过]', '🙁'],
  ['[酷]', '🆒'],
  ['[冷汗]', '😰'],
  ['[抓狂]', '😫'],
  ['[吐]', '🤮'],
  ['[偷笑]', '🤭'],
  ['[愉快]', '😊'],
  ['[白眼]', '🙄'],
  ['[傲慢]', '😤'],
  ['[饥饿]', '🤤'],
  ['[困]', '🥱'],
  ['[惊恐]', '😱'],
  ['[流汗]', '😓'],
  ['[憨笑]', '😄'],
  ['[悠闲]', '😌'],
  ['[奋斗]', '💪'],
  ['[咒骂]', '🤬'],
  ['[疑问]', '❓'],
  ['[嘘]', '🤫'],
  ['[晕]', '😵'],
  ['[疯了]', '🤪'],
  ['[衰]', '😞'],
  ['[骷髅]', '💀'],
  ['[敲打]', '🔨'],
  ['[再见]', '👋'],
  ['[擦汗]', '😥'],
  ['[抠鼻]', '👃'],
  ['[鼓掌]', '👏'],
  ['[糗大了]', '😖'],
  ['[坏笑]', '😏'],
  ['[左哼哼]', '😤'],
  ['[右哼哼]', '😾'],
  ['[哈欠]', '😪'],
  ['[鄙视]', '👎'],
  ['[委屈]', '🥺'],
  ['[快哭了]', '😿'],
  ['[阴险]', '😈'],
  ['[亲亲]', '😚'],
  ['[吓]', '😨'],
  ['[可怜]', '😟'],
  ['[菜刀]', '🔪'],
  ['[西瓜]', '🍉'],
  ['[啤酒]', '🍺'],
  ['[篮球]', '🏀'],
  ['[乒乓]', '🏓'],
  ['[咖啡]', '☕'],
  ['[饭]', '🍚'],
  ['[猪头]', '🐷'],
  ['[玫瑰]', '🌹'],
  ['[凋谢]', '🥀'],
  ['[嘴唇]', '💋'],
  ['[爱心]', '❤️'],
  ['[心碎]', '💔'],
  ['[蛋糕]', '🎂'],
  ['[闪电]', '⚡'],
  ['[炸弹]', '💣'],
  ['[刀]', '🗡️'],
  ['[足球]', '⚽'],
  ['[瓢虫]', '🐞'],
  ['[便便]', '💩'],
  ['[月亮]', '🌙'],
  ['[太阳]', '☀️'],
  ['[礼物]', '🎁'],
  ['[拥抱]', '🤗'],
  ['[强]', '👍'],
  ['[弱]', '👎🏻'],
  ['[握手]', '🤝'],
  ['[胜利]', '✌️'],
  ['[抱拳]', '🙏'],
  ['[勾引]', '👉'],
  ['[拳头]', '✊'],
  ['[差劲]', '👇'],
  ['[爱你]', '🤟'],
  ['[NO]', '🙅'],
  ['[OK]', '👌'],
  ['[爱情]', '💕'],
  ['[飞吻]', '😘'],
  ['[跳跳]', '🐸'],
  ['[发抖]', '🥶'],
  ['[怄火]', '😡'],
  ['[转圈]', '💫'],
  ['[磕头]', '🙇'],
  ['[回头]', '🔙'],
  ['[跳绳]', '🪢'],
  ['[投降]', '🏳️'],
  ['[激动]', '🤩'],
  ['[乱舞]', '💃'],
  ['[献吻]', '😙'],
  ['[左太极]', '☯️'],
  ['[右太极]', '🔯'],
  ['[笑脸]', '😀'],
  ['[生病]', '😷'],
  ['[破涕为笑]', '😂'],
  ['[吐舌]', '😛'],
  ['[脸红]', '😊'],
  ['[恐惧]', '😧'],
  ['[失望]', '😔'],
  ['[无语]', '😑'],
  ['[嘿哈]', '🥳'],
  ['[捂脸]', '🤦'],
  ['[奸笑]', '😼'],
  ['[机智]', '🤓'],
  ['[皱眉]', '😣'],
  ['[耶]', '🙌'],
  ['[红包]', '🧧'],
  ['[鸡]', '🐔'],
  ['[旺柴]', '🐶'],
];

const BY_CODE = new Map(EMOJI.map(([code, char]) => [code, char]));

/** A piece of a message: plain text, or an emoji with the code it was written as. */
export type TextPiece = { text: string } | { emoji: string; code: string };

// A bracketed code: at most 6 characters between the brackets, no nested brackets.
const CODE = /\[[^[\]\s]{1,6}\]/g;

/** Splits message text into text and emoji pieces; a bracketed word that is not in the table stays text. */
export function splitEmoji(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    const char = BY_CODE.get(match[0]);
    if (!char) continue;
    const at = match.index ?? 0;
    if (at > last) pieces.push({ text: text.slice(last, at) });
    pieces.push({ emoji: char, code: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** The recent-chat preview of a text: emoji shown as their characters. */
export function emojiPreview(text: string): string {
  return splitEmoji(text)
    .map((piece) => ('text' in piece ? piece.text : piece.emoji))
    .join('');
}
