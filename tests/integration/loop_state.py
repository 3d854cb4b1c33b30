"""The state of loop-env.sh's device, to prove what a request did or did not change."""
import hashlib
import os


def backing_state(backing_file):
    """The backing file's checksum and allocated blocks (a discard or TRIM frees blocks)."""
    digest = hashlib.sha256()
    with open(backing_file, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest(), os.stat(backing_file).st_blocks


def device_released(device):
    """Nothing holds the device open (O_EXCL on a block device fails while it is in use)."""
    try:
        fd = os.open(device, os.O_RDONLY | os.O_EXCL)
        os.close(fd)
        return True
    except OSError:
        return False
