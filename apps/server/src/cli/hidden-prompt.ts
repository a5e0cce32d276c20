/**
 * Asks a question on the terminal and reads the answer without showing it (a password): the terminal is in
 * raw mode while typing, so nothing is echoed; Backspace works, Ctrl+C and Ctrl+D on an empty line cancel.
 */
export function promptHidden(question: string, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stdout) {
  return new Promise<string>((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || (char === '\u0004' && value === '')) return finish(new Error('Cancelled: nothing was changed.'));
        if (char === '\u0004') return finish();
        if (char === '\u007f' || char === '\b') value = Array.from(value).slice(0, -1).join('');
        else if (char === '\u001b')
          return; // an arrow or function key: the rest of its sequence is not typed text
        else if (char >= ' ') value += char;
      }
    };
    // Raw mode before the question shows: whatever is typed after seeing it is never echoed.
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
    output.write(question);
  });
}
